/**
 * The element a page's phone action bar is drawn into (phone-action-bar.tsx): the bottom tab bar
 * keeps it just above itself. A module of its own, so the tab bar, part of every first load,
 * carries only this name and none of the bar's code.
 */
export const PHONE_ACTION_BAR_SLOT_ID = "phone-action-bar";
