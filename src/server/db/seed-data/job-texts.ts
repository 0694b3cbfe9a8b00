import type { WorkOrderType } from '#shared/domain/work-order-type.ts';

/** The words of demo work orders: titles, hold reasons, parts, notes, updates, questions and answers. */

export type TaskIdea = { title: string; description: string };

/** Titles and descriptions of ordinary work orders, by type. */
// biome-ignore format: compact data table
export const TASK_IDEAS: Record<WorkOrderType, readonly TaskIdea[]> = {
  'plumbing-question': [
    { title: 'Tankless venting clearance', description: 'Tech asks whether the existing 3" PVC vent run meets the manufacturer clearance for a Navien swap. Vent exits under a deck.' },
    { title: 'PEX vs copper for repipe', description: 'Homeowner wants copper throughout; tech thinks PEX-A is the better fit for the crawlspace. Need a decision before the estimate goes out.' },
    { title: 'Expansion tank sizing', description: 'New 75 gal water heater on a closed system with a PRV. Which tank size do we stock for this?' },
    { title: 'Gas line sizing for range', description: 'Customer adding a 60k BTU range 40 ft from the meter. Is the existing 1/2" line enough?' },
    { title: 'Low water pressure upstairs', description: 'Pressure is 70 psi at the hose bib but weak upstairs. Tech suspects galvanized pipe in the walls.' },
  ],
  'follow-up': [
    { title: 'Slab leak follow-up', description: 'Leak was rerouted through the attic last week. Check the new line and confirm the water bill has dropped.' },
    { title: 'Water heater install follow-up', description: 'Call to confirm the pilot is holding and the customer has hot water in all bathrooms.' },
    { title: 'Drain cleaning follow-up', description: 'Kitchen line was jetted. Customer reported slow draining again; check whether a camera inspection is needed.' },
    { title: 'Toilet rebuild follow-up', description: 'Verify the fill valve and flapper replacement stopped the running toilet.' },
    { title: 'Sump pump follow-up', description: 'New pump installed before the storm. Confirm the float switch works and the discharge line is clear.' },
  ],
  'contact-ho': [
    { title: 'Call HO about access', description: 'Homeowner is out of town. Need the lockbox code and confirmation that the tenant knows we are coming.' },
    { title: 'Contact HO to schedule return', description: 'Part is in. Call the homeowner to set the return visit; mornings preferred.' },
    { title: 'Contact HO re: estimate', description: 'Estimate was emailed three days ago with no reply. Call to walk through the options.' },
    { title: 'Call HO about payment', description: 'Card on file was declined. Ask for another card before the next visit.' },
    { title: 'Contact HO re: permit', description: 'City inspection is scheduled. Homeowner needs to be home or leave the garage open.' },
  ],
  'need-pics': [
    { title: 'Need pics of water heater', description: 'Need photos of the data plate, the vent connection and the gas valve before we order.' },
    { title: 'Need pics of sewer cleanout', description: 'Need a photo of the cleanout location and the camera screenshot at 42 ft.' },
    { title: 'Need pics of under-sink damage', description: 'Insurance adjuster wants photos of the cabinet floor and the supply lines.' },
    { title: 'Need pics of main shutoff', description: 'Need a photo of the main shutoff and the meter box for the repipe estimate.' },
  ],
  'estimate-question': [
    { title: 'Repipe estimate review', description: 'Two-story, 2.5 baths. Check the labor hours on the estimate before it goes to the customer.' },
    { title: 'Sewer line replacement estimate', description: 'Camera shows a belly and root intrusion at 38 ft. Trenchless vs open cut: which price do we quote?' },
    { title: 'Water softener install estimate', description: 'Customer wants a softener and a whole-house filter. Need pricing for both as one job.' },
    { title: 'Tankless conversion estimate', description: 'Gas line upgrade may be needed. Confirm whether to include it in the estimate or quote it separately.' },
  ],
  task: [
    { title: 'Water heater replacement', description: '50 gal gas unit is leaking from the tank. Replace in kind and haul away the old unit.' },
    { title: 'Sewer camera inspection', description: 'Recurring backups in the basement floor drain. Camera the main line from the outside cleanout.' },
    { title: 'Replace kitchen faucet', description: 'Customer supplied the faucet. Install and replace the supply lines.' },
    { title: 'Garbage disposal install', description: 'Replace the seized 1/2 HP disposal with a 3/4 HP unit. Customer approved over the phone.' },
    { title: 'Backflow test', description: 'Annual backflow test for the irrigation system. Submit the report to the water district.' },
    { title: 'Main line hydro-jetting', description: 'Heavy grease buildup found on camera. Jet the line and re-camera to confirm.' },
    { title: 'Order replacement toilet', description: 'Cracked tank. Order an elongated ADA-height toilet in white and schedule the install.' },
    { title: 'Frozen hose bib repair', description: 'Hose bib split over the winter. Replace with a frost-free sillcock.' },
  ],
};

/** What a paused job is on hold for, as the office writes it. */
export const PAUSE_REASONS = [
  'Water heater tank failed. Replacement unit ordered; customer aware of the lead time.',
  'Shower valve cartridge is discontinued. Ordered a rebuild kit and a spare trim.',
  'Sewer line collapsed under the driveway. Waiting on the insurance adjuster before we dig.',
  'Slab leak located under the hall bath. Reroute approved pending home warranty authorization.',
  'Grinder pump control panel failed. Manufacturer warranty claim opened.',
  'Repipe started; drywall contractor needs to patch before we finish the second floor.',
  'Well pressure tank ruptured. Special-order tank, pump tech to reset pressure switch on return.',
  'Backflow preventer failed the test. Repair kit on order; customer has irrigation shut off.',
  'Toilet flange rotted through. Subfloor repair needed before we can reset the toilet.',
  'Boiler expansion tank and PRV both need replacement. Parts ordered from the supply house.',
  'Gas leak found at the water heater connection. Line capped, waiting for city permit.',
  'Tub drain shoe cracked. Need access panel cut from the closet side; homeowner deciding.',
] as const;

export const WAITING_FOR = [
  'home warranty authorization',
  'manufacturer warranty approval',
  'city permit and gas inspection',
] as const;

// biome-ignore format: compact data table
export const PART_TITLES = [
  'Rheem 50 gal gas water heater', 'Moen 1222 shower cartridge', 'Zurn 3/4" backflow repair kit',
  '3/4" pressure reducing valve', 'Kohler flush valve assembly', '1/2 HP cast iron sump pump',
  'Grinder pump control panel', 'Amtrol 4.4 gal expansion tank', '4" PVC sewer repair coupling',
  'Delta tub spout diverter', '40 gal well pressure tank', 'Gas flex connector 3/8" x 24"',
  'Navien 240A inlet filter', 'Brass tub drain shoe',
] as const;

export const FOLLOW_UP_REASONS = [
  'Customer reported the leak came back',
  'Verify repair after 48 hours',
  'Homeowner asked for a callback',
  'Check for moisture after drywall dried',
  'Warranty registration needed',
  'Customer unhappy with the cleanup',
  'Confirm permit final inspection passed',
] as const;

export const NOTE_COMMENTS = [
  'Called the homeowner, left a voicemail.',
  'Customer prefers text messages over calls.',
  'Gate code is 4471. Dog in the backyard, keep the gate closed.',
  'Homeowner asked us to use the side door and wear shoe covers.',
  'Tenant occupied; call the tenant 30 minutes before arrival.',
  'Parking is tight, use the alley behind the garage.',
  'Checked with the supply house, they have two in stock.',
  'Customer mentioned the upstairs toilet also runs. Quote it on the next visit.',
  'Spoke with the adjuster, they need an itemized invoice.',
  'Warranty company reference number added to the job in dispatch.',
  'Water shutoff at the street is seized. Bring the long key.',
  'Customer asked whether we can come after 3 pm.',
  'Not urgent per the homeowner, any day next week works.',
  'Estimate sent by email. Customer will review with their spouse tonight.',
  'Old unit has a 2009 date code, well past its life.',
  'Attic access is in the garage. Bring the 10 ft ladder.',
  'Customer is a repeat client; honor the member discount.',
  'HOA requires a certificate of insurance before work starts.',
] as const;

export const UPDATE_COMMENTS = [
  'On site. Confirmed the leak is at the supply line, not the valve.',
  'Camera run complete. Roots at 38 ft, offset joint at 52 ft.',
  'Replaced the shutoff and tested, no leaks.',
  'Jetted the line, good flow. Re-cameraed clean to the city tap.',
  'Part installed and tested. Customer signed off.',
  'Could not finish today, need a second tech for the tank.',
  'Pressure test held at 100 psi for 15 minutes.',
  'Pilot relit and holding. Thermocouple replaced.',
  'Customer approved the estimate on site. Scheduling the install.',
  'Found a second leak behind the washer box. Added to the ticket.',
  'Parts picked up from the supply house.',
  'Return visit scheduled with the homeowner.',
  'Job complete, area cleaned, old fixture hauled away.',
  'Permit pulled, inspection requested for Thursday.',
  'Holding until the homeowner confirms which option they want.',
  'Water restored to the house. Temporary cap on the kitchen line until the part arrives.',
] as const;

// biome-ignore format: compact data table
export const QUESTIONS_AND_ANSWERS: readonly { question: string; answer: string | null }[] = [
  { question: 'Can we reuse the existing gas flex connector?', answer: 'No. Always replace it with the new unit, it is in the price.' },
  { question: 'Does the customer need a permit for this?', answer: 'Yes, water heater replacements need a permit in this city. Office will pull it.' },
  { question: 'Is this still under our one-year warranty?', answer: 'Installed 10 months ago, so yes. No charge for labor.' },
  { question: 'Which expansion tank do we stock for 75 gal?', answer: 'The 4.4 gal tank covers it at this pressure.' },
  { question: 'Should the estimate include the drywall patch?', answer: null },
  { question: 'Trenchless or open cut for this sewer line?', answer: 'Trenchless. The driveway is stamped concrete, open cut would cost more to restore.' },
  { question: 'Can the customer supply their own fixture?', answer: null },
  { question: 'Do we need a second tech for the tank removal?', answer: null },
  { question: 'Is the home warranty company covering the code upgrades?', answer: 'Only the unit. Code upgrades are billed to the homeowner, quote them separately.' },
];

export const DISPATCH_BASE_URL = 'https://dispatch.example.com/jobs/';
