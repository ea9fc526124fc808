// STUB until helper ENGINE's offers land (the merge replaces this file): the two calls the
// entries make. They do nothing here.
export async function withdrawOffer(_shopId: string, _offerId: string): Promise<void> {}

export async function offerFreedTimes(_shopId: string, _dates: string[] | null, _now: number): Promise<void> {}
