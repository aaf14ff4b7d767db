export function clientAddress(forwardedFor: string | string[] | undefined, socketAddress: string | undefined, trustedHops: number): string;
export function trustedHopsOf(value: string | undefined): number;
export function requestProtocol(forwardedProto: string | string[] | undefined, socketEncrypted: boolean, trustedHops: number): "http" | "https";
