import * as demo from '#server/db/seed-data.ts';
import type { WorkOrderType } from '#shared/domain/work-order-type.ts';

/** Plumbing text of the scale data: the demo seed's lists plus more, so searches find realistic spreads. */

// biome-ignore format: compact data table
const MORE_IDEAS: Record<WorkOrderType, readonly demo.TaskIdea[]> = {
  'plumbing-question': [
    { title: 'Recirculation pump placement', description: 'Customer wants faster hot water at the far bath. Tech asks whether a comfort valve under that sink is enough or we need a dedicated return line.' },
    { title: 'Cast iron stack repair or replace', description: 'Hairline crack in the cast iron stack behind the laundry. Patch with a no-hub band or replace the section?' },
    { title: 'Softener discharge to septic', description: 'House is on septic. Can the softener regeneration water go to the septic or does it need a dry well?' },
  ],
  'follow-up': [
    { title: 'Repipe follow-up', description: 'Repipe finished two weeks ago. Check the access panels and confirm no drips at the new stubs.' },
    { title: 'Backflow retest follow-up', description: 'Device failed last month and was rebuilt. Retest and file the report with the water district.' },
    { title: 'Leak detection follow-up', description: 'Moisture readings were high in the hall closet. Re-check after the dehumidifier ran for a week.' },
  ],
  'contact-ho': [
    { title: 'Contact HO re: warranty claim', description: 'Home warranty asked for the model and serial number. Call the homeowner to read them off the unit.' },
    { title: 'Call HO to confirm water shutoff', description: 'We need the water off for two hours on the install day. Confirm the homeowner can plan around it.' },
  ],
  'need-pics': [
    { title: 'Need pics of gas meter', description: 'Need a photo of the meter and the regulator to size the new gas line.' },
    { title: 'Need pics of crawlspace lines', description: 'Need photos of the supply lines and the insulation in the crawlspace before quoting the repipe.' },
  ],
  'estimate-question': [
    { title: 'Whole-house repipe estimate', description: 'Single story on a slab, 2 baths. PEX through the attic. Check the drywall allowance before sending.' },
    { title: 'Sewer cleanout install estimate', description: 'No exterior cleanout on the property. Quote a two-way cleanout at the foundation.' },
  ],
  task: [
    { title: 'Replace shower valve', description: 'Old two-handle valve leaks through. Replace with a pressure-balance valve and new trim.' },
    { title: 'Toilet replacement', description: 'Customer wants the hall toilet replaced with a comfort-height model. Check the flange while it is up.' },
    { title: 'Install water softener', description: 'Install the customer-approved softener at the main, with a bypass and a drain to the laundry standpipe.' },
    { title: 'Leak under kitchen sink', description: 'Water in the cabinet under the kitchen sink. Check the trap, the disposal and the dishwasher connection.' },
    { title: 'Replace sump pump', description: 'Sump pump runs constantly and does not keep up. Replace the pump and the check valve.' },
    { title: 'Tankless water heater descale', description: 'Annual flush and descale of the tankless unit. Clean the inlet filter.' },
    { title: 'Slab leak detection', description: 'Water meter spins with every fixture off. Locate the leak with the acoustic detector.' },
    { title: 'Replace main shutoff valve', description: 'Main gate valve will not close fully. Replace with a full-port ball valve.' },
  ],
};

export const TASK_IDEAS: Record<WorkOrderType, readonly demo.TaskIdea[]> = {
  'plumbing-question': [...demo.TASK_IDEAS['plumbing-question'], ...MORE_IDEAS['plumbing-question']],
  'follow-up': [...demo.TASK_IDEAS['follow-up'], ...MORE_IDEAS['follow-up']],
  'contact-ho': [...demo.TASK_IDEAS['contact-ho'], ...MORE_IDEAS['contact-ho']],
  'need-pics': [...demo.TASK_IDEAS['need-pics'], ...MORE_IDEAS['need-pics']],
  'estimate-question': [...demo.TASK_IDEAS['estimate-question'], ...MORE_IDEAS['estimate-question']],
  task: [...demo.TASK_IDEAS.task, ...MORE_IDEAS.task],
};

/** Appended to some descriptions: how the customer described it. */
export const PROBLEM_DETAILS: readonly string[] = [
  'Customer says it started after the cold snap.',
  'Homeowner noticed a musty smell in the cabinet.',
  'Second time this year; last visit was a snake of the line.',
  'Water bill doubled over the last two months.',
  'Tenant reports the problem is worse in the morning.',
  'House was built in 1978, original galvanized supply.',
  'Customer has a dog; call before entering the yard.',
  'Home warranty job; collect the service fee on site.',
  'Noise like a hammer when the washer fills.',
  'Customer already shut the water off at the street.',
  'Rental property; the property manager approves work over $500.',
  'Unit is in the attic above the garage.',
];

export const PAUSE_REASONS: readonly string[] = demo.PAUSE_REASONS;

export const WAITING_FOR: readonly string[] = [
  ...demo.WAITING_FOR,
  'parts from the supply house',
  'homeowner approval of the estimate',
  'insurance adjuster visit',
  'drywall contractor',
];

// biome-ignore format: compact data table
export const PART_TITLES: readonly string[] = [
  ...demo.PART_TITLES,
  'Bradford White 40 gal water heater', 'Watts LF25AUB PRV 3/4"', 'Zoeller M53 sump pump',
  'Sioux Chief 1/2" hammer arrestor', 'Pfister 974-041 cartridge', 'Uponor 3/4" PEX-A 100 ft coil',
  'Rinnai RU199iN vent kit', 'Mueller 1" full-port ball valve', 'Fluidmaster 400H fill valve',
];

export const FOLLOW_UP_REASONS: readonly string[] = demo.FOLLOW_UP_REASONS;

export const NOTE_COMMENTS: readonly string[] = [
  ...demo.NOTE_COMMENTS,
  'Customer called back, confirmed the Tuesday window.',
  'Left the estimate on the kitchen counter as requested.',
  'Warranty company wants photos before they approve.',
  'Customer is hard of hearing; text instead of calling.',
  'Property manager is the contact, not the tenant.',
  'Payment collected by card over the phone.',
  'Customer asked for the invoice to be emailed.',
  'Rescheduled at the customer request, new date in dispatch.',
];

export const UPDATE_COMMENTS: readonly string[] = [
  ...demo.UPDATE_COMMENTS,
  'Snaked the line 60 ft, cleared a grease blockage.',
  'Replaced the wax ring and reset the toilet, no rocking.',
  'Anode rod was gone. Replaced it and flushed the tank.',
  'Installed the new PRV, pressure now 62 psi.',
  'Found the slab leak under the hall bath with the listening device.',
  'Cut the access panel, the drain shoe is cracked as suspected.',
  'Gas line pressure tested and tagged for the inspector.',
  'Customer declined the extra work for now. Noted on the invoice.',
];

/** A second sentence for some comments, so comment text varies beyond the lists above. */
export const COMMENT_TAILS: readonly string[] = [
  'Will update once I hear back.',
  'Photos are attached.',
  'Customer was happy with the result.',
  'Took about an hour.',
  'Let the office know if the time changes.',
  'Need to bring the long ladder next time.',
  'Nothing else needed today.',
  'Billing should go to the home warranty.',
];

export const QUESTIONS_AND_ANSWERS: readonly { question: string; answer: string | null }[] = [
  ...demo.QUESTIONS_AND_ANSWERS,
  {
    question: 'Can we run the new line through the attic?',
    answer: 'Yes, insulate it and strap it every 32 inches.',
  },
  {
    question: 'Who pays for the permit on a warranty job?',
    answer: 'The warranty company, add it as a line item.',
  },
  {
    question: 'Is a thermal expansion tank required here?',
    answer: 'Yes, there is a PRV so the system is closed.',
  },
];

export const ATTACHMENT_DESCRIPTIONS: readonly string[] = [
  'Data plate',
  'Before',
  'After',
  'Leak under the sink',
  'Camera screenshot',
  'Signed estimate',
  'Permit',
  'Damage to the cabinet floor',
];
