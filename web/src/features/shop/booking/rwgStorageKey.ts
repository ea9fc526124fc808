/** sessionStorage keys of the kept Reserve with Google tokens: this prefix and the shop's id. */
export const RWG_STORAGE_PREFIX = 'barberbook.rwg.';
