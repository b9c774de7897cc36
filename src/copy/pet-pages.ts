/**
 * The pet pages' own words (not in pet-labels.ts: the trial pages load that module, and their
 * JavaScript budget has no room for another page's text).
 */

/** Under the page's heading: what the cards show (each dog's daily calories, grams and cups). */
export const YOUR_PETS_INTRO = 'Each of your dogs with the calories, grams and cups of kibble they need every day. Tap a dog to change their details.';

/**
 * Under Manage My Furbabies: what the page is for, for a visitor and a customer alike (it is
 * drawn before the session is known).
 */
export const MANAGE_PETS_INTRO =
  'Add each of your dogs to see the calories, grams and cups of kibble they need every day, on their own and as a family, then choose the kibble they share.';

/**
 * The calculator form's submit button: every change saves by itself (after a pause for the
 * weight and the slider); this saves at once, and gives the form the submit button an
 * accessibility checker expects of a form (issue 39).
 */
export const CALCULATOR_SAVE_LABEL = 'Save now';
