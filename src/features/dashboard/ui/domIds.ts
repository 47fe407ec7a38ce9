/** DOM ids, so focus can move to a card, a button or the empty state after a dialog closes. */
export const cardDomId = (recordId: string) => `record-${recordId}`;
export const deleteButtonDomId = (recordId: string) => `delete-${recordId}`;
export const clearButtonDomId = (typeKey: string) => `clear-${typeKey}`;
export const emptyStateDomId = (typeKey: string) => `empty-${typeKey}`;
