/**
 * The work-order schemas, the entry every importer uses: the single fields
 * (work-order-field-inputs.ts), the requests built from them (work-order-inputs.ts) and the
 * answers (work-order-outputs.ts).
 */
export * from './work-order-inputs.ts';
export * from './work-order-outputs.ts';
