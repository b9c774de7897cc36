/** A JSON Schema object as the contract builds it: the leaf both the converter and its checks use. */
export type JsonSchema = Record<string, unknown>;
