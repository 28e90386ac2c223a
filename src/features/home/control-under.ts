/** What counts as a control the floating chat button must not cover. */
export const CONTROLS = 'a[href], button, input, select, textarea, video[controls], [role="button"]';

/** Px around the floating button that must stay clear too. */
export const CLEARANCE = 8;
