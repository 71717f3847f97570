// Pinned helper-program versions. The cache folder of each tool carries its version, so
// bumping a value here is what triggers a rebuild on every machine.
export const MONGO_SERVER_VERSION = '1.47.0';
export const NATS_SERVER_VERSION = '2.12.15';
export const STRIPE_MOCK_VERSION = '0.203.0';
