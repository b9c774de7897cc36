/**
 * The Your Pets page's own words (not in pet-labels.ts: the trial pages load that module, and
 * their JavaScript budget has no room for another page's text).
 */

/** Under the page's heading: what the cards show (each dog's daily calories, grams and cups). */
export const YOUR_PETS_INTRO = 'Each of your dogs with the calories, grams and cups of kibble they need every day. Tap a dog to change their details.';
