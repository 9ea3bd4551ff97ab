/** The page a path names; NaN names none (the domain answers 404). */
export const pageIdOf = (param: string | undefined) =>
  /^\d{1,10}$/.test(param ?? '') ? Number(param) : Number.NaN;
