/**
 * Spec 003 section 8, Shop: the toasts' titles and default texts; durations from section 9
 * (5000 ms for validation errors, 8000 ms for failures).
 */
export const SHOP_TOAST_MS = { validation: 5000, failure: 8000 } as const;

export const SHOP_TEXT = {
  loadFailed: 'Load Failed',
  loadFailedText: 'Failed to load Shopify settings',
  validationFailed: 'Validation Failed',
  unableToConnect: 'Unable to connect to MCP endpoint',
  invalidUrl: 'Invalid URL',
  validationError: 'Validation Error',
  validateFailedText: 'Failed to validate URL',
  networkError: 'Network error during validation',
  validationNotOk: 'Validation failed',
  disableFailed: 'Disable Failed',
  disableFailedText: 'Failed to disable Shopify integration',
  updateFailed: 'Update Failed',
  urlRequired: 'URL is required',
} as const;

/** What each immediate save is called in its Update Failed toast. */
export const UPDATE_FAILED_TEXT = {
  language: 'Failed to update language',
  currency: 'Failed to update currency',
  show_qr_code: 'Failed to update QR code setting',
  tool_use: 'Failed to update tool use',
  selected_functions: 'Failed to update function selection',
} as const;
export type ImmediateField = keyof typeof UPDATE_FAILED_TEXT;
