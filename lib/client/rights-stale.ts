/** Dispatched on window when a service refuses a right the page thought the user had: the shell reloads the rights. */
export const rightsStaleEvent = "portal:rights-stale";
