import fc from 'fast-check';

const key = fc.oneof(fc.string(), fc.string({ unit: 'grapheme' }), fc.string({ unit: 'binary' }));
/** Any JSON value, with undefined fields, and keys that objects list first (array indexes). */
export const jsonValue = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    fc.constant(null),
    fc.boolean(),
    fc.double({ noNaN: true, noDefaultInfinity: true }),
    fc.integer(),
    fc.string({ unit: 'binary' }),
    fc.array(tie('value')),
    fc.dictionary(fc.oneof(key, fc.nat().map(String)), fc.oneof(tie('value'), fc.constant(undefined))),
  ),
})).value;
