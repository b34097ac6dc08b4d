/**
 * `prop-types` as a production page needs it: React Router 5 declares its components' and context's
 * prop types (`PropTypes.object.isRequired`, ...) but nothing checks them outside development. The
 * package's production build still ships its "validators throw when called" shims and their error
 * text (about 400 B gzip of every page); here every validator is a function that does nothing, with
 * `isRequired`, and the builders (`arrayOf`, `shape`, ...) return one. Only production client
 * bundles use it (webpack-config.ts); development keeps the real package and its warnings.
 */
type Validator = (() => null) & { isRequired: Validator };

const validator = (() => null) as unknown as Validator;
validator.isRequired = validator;
const builder = (): Validator => validator;
const nothing = (): void => {};

export const any = validator;
export const array = validator;
export const bigint = validator;
export const bool = validator;
export const element = validator;
export const elementType = validator;
export const func = validator;
export const node = validator;
export const number = validator;
export const object = validator;
export const string = validator;
export const symbol = validator;
export const arrayOf = builder;
export const exact = builder;
export const instanceOf = builder;
export const objectOf = builder;
export const oneOf = builder;
export const oneOfType = builder;
export const shape = builder;
export const checkPropTypes = nothing;
export const resetWarningCache = nothing;

const PropTypes = {
  any,
  array,
  bigint,
  bool,
  element,
  elementType,
  func,
  node,
  number,
  object,
  string,
  symbol,
  arrayOf,
  exact,
  instanceOf,
  objectOf,
  oneOf,
  oneOfType,
  shape,
  checkPropTypes,
  resetWarningCache,
  PropTypes: undefined as unknown,
};
PropTypes.PropTypes = PropTypes;
export default PropTypes;
