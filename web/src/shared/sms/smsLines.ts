// The owner area's lines about text messages (issue 38), one wording wherever they show.
export const SMS_NOT_AVAILABLE_LINE = "Text messages aren't set up on this platform: customers get emails only.";
export const SMS_TURNED_OFF_LINE = 'You have turned text messages off in Settings: customers get emails only.';
export const SMS_USED_UP_LINE = 'Texts have stopped for this month; emails continue.';
