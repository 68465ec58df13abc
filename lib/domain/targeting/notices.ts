/** The spec's §8 wording for applying and uploading packages. */
export const CUSTOM_AUDIENCES_NOT_READY_MESSAGE =
  "Some custom audiences are not ready and will not be applied. This may take up to 48 hours to be processed by X. Do you still want to apply the rest of the targeting package?";
export const EXTENSION_MISSING_MESSAGE =
  "The X Pro Targeting extension is not installed. Please install the extension on Chrome to use this feature. A new page will now open to where you can download the extension.";
