/** The Standard Webhooks message id of an event at an endpoint: the same for every try, so receivers can drop repeats. */
export const messageId = (eventId: number, endpointId: number) => `msg_${eventId}_${endpointId}`;
