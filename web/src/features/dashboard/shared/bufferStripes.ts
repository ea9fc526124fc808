/** Buffer time is striped, so it reads as busy but not as a time block (those are shaded plain). */
export const BUFFER_STRIPES = 'repeating-linear-gradient(135deg, transparent 0 6px, rgba(0, 0, 0, 0.07) 6px 12px)';
