//===- CudaTileMiscOps.td - print_tko and assume ----------------*- tablegen -*-===//
//
// tile-ir-ops.md §3.9.
//
//===----------------------------------------------------------------------===//
#ifndef TILEC_DIALECT_CUDATILE_MISCOPS_TD
#define TILEC_DIALECT_CUDATILE_MISCOPS_TD

include "tilec/Dialect/CudaTile/CudaTileOpBase.td"

// Printing is an observable effect ordered only by tokens: model it as a write so that it is
// neither removed nor moved across other token-ordered operations.
def CudaTile_PrintTkoOp : CudaTile_Op<"print_tko", [
    AttrSizedOperandSegments, MemoryEffects<[MemWrite]>]> {
  let summary = "printf-style output of tiles";
  let description = [{
    `[%t =] print_tko "format" [, %a, ...] [token=%tin] [: T, ...] -> token`. The format has
    one conversion specification per operand; `%%` prints a percent sign.
  }];
  let arguments = (ins StrAttr:$str, Variadic<CudaTile_AnyTile>:$args,
                       Optional<CudaTile_Token>:$token);
  let results = (outs CudaTile_Token:$result_token);
  let hasCustomAssemblyFormat = 1;
  let hasVerifier = 1;
}

def CudaTile_AssumePredicateAttr
    : AnyAttrOf<[CudaTile_DivByAttr, CudaTile_SameElementsAttr, CudaTile_BoundedAttr]>;

// No memory-effect interface on purpose: `assume` returns its operand unchanged, but the fact it
// carries must not be dropped or hoisted above the code that established it, so it is treated
// as having unknown effects.
def CudaTile_AssumeOp : CudaTile_Op<"assume", [AllTypesMatch<["value", "result"]>]> {
  let summary = "the value, with a fact the compiler may rely on";
  let description = [{
    `%r = assume PRED, %v : T` with PRED one of `div_by<...>`, `same_elements<[...]>`,
    `bounded<lb, ub>`. A false predicate is undefined behaviour; it is never checked.
  }];
  let arguments = (ins CudaTile_AssumePredicateAttr:$predicate, CudaTile_AnyValue:$value);
  let results = (outs CudaTile_AnyValue:$result);
  let assemblyFormat = [{
    custom<AssumePredicate>($predicate) `,` $value attr-dict `:` custom<CudaTileType>(type($value))
  }];
  let hasVerifier = 1;
}

#endif // TILEC_DIALECT_CUDATILE_MISCOPS_TD
