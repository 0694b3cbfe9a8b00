import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CurrentEmployeeSchema } from '#shared/schemas/employee.ts';
import { ADMIN_ONLY_FIELDS_MESSAGE } from '#shared/schemas/employee-update.ts';
import { signedIn } from '#tooling/test-server/fixtures.ts';
import { createTestApp, insertEmployee, type TestApp } from '#tooling/test-server/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const patch = (id: number, headers: Record<string, string>, payload: unknown) =>
  t.app.inject({ method: 'PATCH', url: `/api/employees/${id}`, headers, payload: payload as object });

const me = async (headers: Record<string, string>) =>
  (await t.app.inject({ method: 'GET', url: '/api/auth/me', headers })).json();

describe('PATCH /api/employees/{id}: your own profile and settings', () => {
  it('saves the profile fields and settings and answers the full account view', async () => {
    const { employee, headers } = await signedIn(t, 'plumber', { name: 'Pat Plumber' });
    const response = await patch(employee.id, headers, {
      phone: ' (555) 318-7720 ',
      colorTheme: 'green',
      notes: 'Backflow certified',
      notificationsEnabled: true,
      emailNotifications: false,
      smsNotifications: true,
      workOrderUpdateNotifications: false,
      assignmentNotifications: false,
      themePreference: 'dark',
      compactView: true,
      autoRefresh: false,
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(Object.keys(body).sort()).toEqual(Object.keys(CurrentEmployeeSchema.shape).sort());
    expect(body).toEqual({
      id: employee.id,
      name: 'Pat Plumber',
      email: employee.email,
      phone: '(555) 318-7720',
      employeeType: 'plumber',
      title: null,
      photo: null,
      color: null,
      colorTheme: 'green',
      notes: 'Backflow certified',
      isActive: true,
      notificationsEnabled: true,
      emailNotifications: false,
      smsNotifications: true,
      workOrderUpdateNotifications: false,
      assignmentNotifications: false,
      themePreference: 'dark',
      compactView: true,
      autoRefresh: false,
      mustChangePassword: false,
    });
    expect(await me(headers)).toEqual(body);
  });

  it('clears phone and notes with null or blanks', async () => {
    const { employee, headers } = await signedIn(t, 'office');
    await patch(employee.id, headers, { phone: '555-201-3312', notes: 'x' });
    const response = await patch(employee.id, headers, { phone: '  ', notes: null });
    expect(response.json()).toMatchObject({ phone: null, notes: null });
  });

  it('accepts name and email sent back unchanged by the profile form', async () => {
    const { employee, headers } = await signedIn(t, 'office');
    const response = await patch(employee.id, headers, {
      name: employee.name,
      email: employee.email,
      colorTheme: 'red',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().colorTheme).toBe('red');
  });

  it.each(['plumber', 'office'] as const)(
    'a %s cannot change their name, email, type or title',
    async (type) => {
      const { employee, headers } = await signedIn(t, type);
      for (const payload of [
        { name: 'New Name' },
        { email: 'new.address@test.plumbing' },
        { employeeType: 'management' },
        { title: 'Boss', phone: '555-201-0000' },
      ]) {
        const response = await patch(employee.id, headers, payload);
        expect(response.statusCode, JSON.stringify(payload)).toBe(403);
        expect(response.json()).toEqual({ message: ADMIN_ONLY_FIELDS_MESSAGE });
      }
      expect(await me(headers)).toMatchObject({ name: employee.name, employeeType: type, phone: null });
    },
  );

  it.each(['plumber', 'office'] as const)("a %s cannot update someone else's profile", async (type) => {
    const { headers } = await signedIn(t, type);
    const other = await insertEmployee(t.database);
    const response = await patch(other.id, headers, { colorTheme: 'pink' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: 'You can only update your own profile' });
  });
});

describe('notification rules', () => {
  it('SMS needs a phone number', async () => {
    const { employee, headers } = await signedIn(t, 'plumber');
    const response = await patch(employee.id, headers, { smsNotifications: true });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'Add a phone number to enable SMS notifications',
      errors: [{ field: 'smsNotifications', message: 'Add a phone number to enable SMS notifications' }],
    });
    const withPhone = await patch(employee.id, headers, { smsNotifications: true, phone: '555 201 3390' });
    expect(withPhone.json()).toMatchObject({ smsNotifications: true, phone: '555 201 3390' });
  });

  it('email and SMS need notifications on', async () => {
    const { employee, headers } = await signedIn(t, 'office');
    const response = await patch(employee.id, headers, {
      phone: '555-201-3344',
      notificationsEnabled: false,
      emailNotifications: true,
      smsNotifications: true,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'Turn on notifications to enable email notifications',
      errors: [
        { field: 'emailNotifications', message: 'Turn on notifications to enable email notifications' },
        { field: 'smsNotifications', message: 'Turn on notifications to enable SMS notifications' },
      ],
    });
    expect(await me(headers)).toMatchObject({ phone: null, notificationsEnabled: true });
  });

  it('turning notifications off switches email and SMS off; so does removing the phone for SMS', async () => {
    const { employee, headers } = await signedIn(t, 'plumber');
    await patch(employee.id, headers, { phone: '555-201-3344', smsNotifications: true });
    const off = await patch(employee.id, headers, { notificationsEnabled: false });
    expect(off.json()).toMatchObject({
      notificationsEnabled: false,
      emailNotifications: false,
      smsNotifications: false,
    });
    const refused = await patch(employee.id, headers, { emailNotifications: true });
    expect(refused.statusCode).toBe(400);

    await patch(employee.id, headers, {
      notificationsEnabled: true,
      emailNotifications: true,
      smsNotifications: true,
    });
    const noPhone = await patch(employee.id, headers, { phone: null });
    expect(noPhone.json()).toMatchObject({
      phone: null,
      notificationsEnabled: true,
      emailNotifications: true,
      smsNotifications: false,
    });
  });
});

describe('validation', () => {
  it('an empty body is a 400', async () => {
    const { employee, headers } = await signedIn(t, 'plumber');
    const empty = await patch(employee.id, headers, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Nothing to update: send at least one field');
    const onlyUnknown = await patch(employee.id, headers, { passwordHash: 'x', isAdmin: true });
    expect(onlyUnknown.statusCode).toBe(400);
    const none = await t.app.inject({ method: 'PATCH', url: `/api/employees/${employee.id}`, headers });
    expect(none.statusCode).toBe(400);
  });

  it.each([
    [
      { colorTheme: 'amber' },
      'colorTheme',
      'Color theme must be one of: blue, green, purple, teal, red, pink, yellow, black, grey, lightblue, orange',
    ],
    [{ themePreference: 'blue' }, 'themePreference', 'Theme must be one of: light, dark, system'],
    [{ phone: 'call me' }, 'phone', 'Enter a valid phone number'],
    [{ phone: '12345' }, 'phone', 'Enter a valid phone number'],
    [{ notes: 'x'.repeat(2001) }, 'notes', 'Notes must be at most 2000 characters'],
    [{ compactView: 'yes' }, 'compactView', 'Compact view must be true or false'],
    [{ notificationsEnabled: 1 }, 'notificationsEnabled', 'Notifications must be true or false'],
    [{ name: '  ' }, 'name', 'Name is required'],
    [{ email: 'not-an-email' }, 'email', 'Enter a valid email address'],
    [
      { employeeType: 'boss' },
      'employeeType',
      'Employee type must be one of: plumber, office, admin, management',
    ],
  ])('%j is refused with a field error', async (payload, field, message) => {
    const { headers } = await signedIn(t, 'admin');
    const target = await insertEmployee(t.database);
    const response = await patch(target.id, headers, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message, errors: [{ field, message }] });
  });

  it('a bad id is a 400, a missing employee a 404', async () => {
    const { headers } = await signedIn(t, 'management');
    expect((await patch(0, headers, { colorTheme: 'red' })).json()).toMatchObject({
      message: 'Id must be positive',
    });
    const missing = await patch(999_999, headers, { colorTheme: 'red' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Employee not found' });
  });
});

describe('admin and management edit anyone', () => {
  it.each(['admin', 'management'] as const)(
    '%s changes name, email, type (alias) and title',
    async (type) => {
      const { headers } = await signedIn(t, type);
      const target = await insertEmployee(t.database, { employeeType: 'office' });
      const email = `renamed.${type}.${Date.now()}@test.plumbing`;
      const response = await patch(target.id, headers, {
        name: '  Renamed Person ',
        email,
        employeeType: 'Tech',
        title: 'Service Technician',
        smsNotifications: false,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        id: target.id,
        name: 'Renamed Person',
        email,
        employeeType: 'plumber',
        title: 'Service Technician',
      });
    },
  );

  it('an email already in use, in any letter case, is a 409', async () => {
    const { headers } = await signedIn(t, 'admin');
    const taken = await insertEmployee(t.database);
    const target = await insertEmployee(t.database);
    const response = await patch(target.id, headers, { email: taken.email.toUpperCase() });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('An employee with this email already exists');
    const ownInOtherCase = await patch(target.id, headers, { email: target.email.toUpperCase() });
    expect(ownInOtherCase.statusCode).toBe(200);
  });

  it('admin may change their own title but not their own type (ADR 021)', async () => {
    const { employee, headers } = await signedIn(t, 'admin');
    const response = await patch(employee.id, headers, { title: 'IT' });
    expect(response.json()).toMatchObject({ title: 'IT', employeeType: 'admin' });
    const demoted = await patch(employee.id, headers, { employeeType: 'office' });
    expect(demoted.statusCode).toBe(403);
    expect(demoted.json()).toEqual({ message: 'You cannot change your own employee type.' });
    const unchanged = await patch(employee.id, headers, { employeeType: 'admin', title: 'IT lead' });
    expect(unchanged.statusCode).toBe(200);
  });
});
