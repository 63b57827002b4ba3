/** The time the credit rules go by; tests inject a fixed or moving clock (the 24 h search pass, the billing period). */
export type Clock = () => Date;
export const systemClock: Clock = () => new Date();
