export function clientAddress(forwardedFor: string | string[] | undefined, socketAddress: string | undefined, trustedHops: number): string;
export function trustedHopsOf(value: string | undefined): number;
