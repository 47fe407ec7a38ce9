/** DOM ids, so focus can move to a card or its delete button after a dialog closes. */
export const cardDomId = (recordId: string) => `record-${recordId}`;
export const deleteButtonDomId = (recordId: string) => `delete-${recordId}`;
