//===- CudaTileFloatOps.td - float operations --------------*- tablegen -*-===//
//
// The floating-point operations of tile-ir-ops.md §3.4: element-wise arithmetic and math on FLT
// tiles (f16, bf16, f32, f64), cmpf, and the matrix products mmaf and mmaf_scaled. All are pure.
//
// Modifiers follow tile-ir-syntax.md §2: `rounding<M>` is the `rounding_mode` attribute (its
// per-operation default is not printed), `flush_to_zero` and `propagate_nan` are unit flags.
// Which rounding modes an operation takes, and that approx/full/flush_to_zero need f32, is
// checked by the verifiers (§2.5), so the parser accepts every mode and the error names the rule.
//
//===----------------------------------------------------------------------===//
#ifndef TILEC_DIALECT_CUDATILE_FLOATOPS_TD
#define TILEC_DIALECT_CUDATILE_FLOATOPS_TD

include "tilec/Dialect/CudaTile/CudaTileOpBase.td"
include "mlir/Interfaces/InferTypeOpInterface.td"

//===----------------------------------------------------------------------===//
// Element-wise operations
//===----------------------------------------------------------------------===//

class CudaTile_RoundingModeOf<string mode>
    : DefaultValuedAttr<CudaTile_RoundingModeAttr, "::tilec::cuda_tile::RoundingMode::" # mode>;

// An element-wise operation whose operands and result are one FLT tile type, written with that
// type once (`%r = OP %a, %b ... : T`). The fields are the modifier syntax as format fragments;
// the rounding directive prints its own leading space, also when it omits the default mode,
// which leaves two spaces as NVIDIA's printer does (`mulf %a, %b  : T`).
class CudaTile_FloatElementwiseOp<string mnemonic, list<Trait> traits = []>
    : CudaTile_Op<mnemonic, !listconcat(traits, [Pure, SameOperandsAndResultType])> {
  let results = (outs CudaTile_BaseFloatTile:$result);
  string ieeeRounding = "`` custom<RoundingMode>($rounding_mode, "
                        "\"::tilec::cuda_tile::RoundingMode::nearest_even\")";
  string fullRounding = "`` custom<RoundingMode>($rounding_mode, "
                        "\"::tilec::cuda_tile::RoundingMode::full\")";
  string flushToZero = "(`flush_to_zero` $flush_to_zero^)?";
  string typeSuffix = "attr-dict `:` custom<CudaTileType>(type($result))";
}

class CudaTile_FloatUnaryOp<string mnemonic, string summaryText>
    : CudaTile_FloatElementwiseOp<mnemonic> {
  let summary = summaryText;
  let arguments = (ins CudaTile_BaseFloatTile:$source);
  let assemblyFormat = "$source " # typeSuffix;
}

class CudaTile_FloatBinaryOp<string mnemonic, string summaryText>
    : CudaTile_FloatElementwiseOp<mnemonic> {
  let summary = summaryText;
  let arguments = (ins CudaTile_BaseFloatTile:$lhs, CudaTile_BaseFloatTile:$rhs);
  let assemblyFormat = "$lhs `,` $rhs " # typeSuffix;
}

// addf, subf, mulf, divf: `%r = OP %a, %b [rounding<M>] [flush_to_zero] : T`.
class CudaTile_FloatRoundedBinaryOp<string mnemonic, string summaryText>
    : CudaTile_FloatElementwiseOp<mnemonic> {
  let summary = summaryText;
  let arguments = (ins CudaTile_BaseFloatTile:$lhs, CudaTile_BaseFloatTile:$rhs,
                       CudaTile_RoundingModeOf<"nearest_even">:$rounding_mode,
                       UnitAttr:$flush_to_zero);
  let assemblyFormat = "$lhs `,` $rhs " # ieeeRounding # " " # flushToZero # " " # typeSuffix;
  let hasVerifier = 1;
}

// maxf, minf: `%r = OP %a, %b [flush_to_zero] [propagate_nan] : T`, flags in any order.
class CudaTile_FloatMinMaxOp<string mnemonic, string summaryText>
    : CudaTile_FloatElementwiseOp<mnemonic> {
  let summary = summaryText;
  let arguments = (ins CudaTile_BaseFloatTile:$lhs, CudaTile_BaseFloatTile:$rhs,
                       UnitAttr:$flush_to_zero, UnitAttr:$propagate_nan);
  let assemblyFormat = "$lhs `,` $rhs `` custom<MinMaxFlags>($flush_to_zero, $propagate_nan) "
                       # typeSuffix;
  let hasVerifier = 1;
}

def CudaTile_AbsFOp : CudaTile_FloatUnaryOp<"absf", "absolute value (clears the sign bit)">;
def CudaTile_NegFOp : CudaTile_FloatUnaryOp<"negf", "negation (flips the sign bit)">;
def CudaTile_CeilOp : CudaTile_FloatUnaryOp<"ceil", "round up to an integral value">;
def CudaTile_FloorOp : CudaTile_FloatUnaryOp<"floor", "round down to an integral value">;
def CudaTile_LogOp : CudaTile_FloatUnaryOp<"log", "natural logarithm">;
def CudaTile_Log2Op : CudaTile_FloatUnaryOp<"log2", "base-2 logarithm">;
def CudaTile_SinOp : CudaTile_FloatUnaryOp<"sin", "sine">;
def CudaTile_CosOp : CudaTile_FloatUnaryOp<"cos", "cosine">;
def CudaTile_TanOp : CudaTile_FloatUnaryOp<"tan", "tangent">;
def CudaTile_SinhOp : CudaTile_FloatUnaryOp<"sinh", "hyperbolic sine">;
def CudaTile_CoshOp : CudaTile_FloatUnaryOp<"cosh", "hyperbolic cosine">;

// exp2, rsqrt: `%r = OP %a [flush_to_zero] : T`.
class CudaTile_FloatFlushingUnaryOp<string mnemonic, string summaryText>
    : CudaTile_FloatElementwiseOp<mnemonic> {
  let summary = summaryText;
  let arguments = (ins CudaTile_BaseFloatTile:$source, UnitAttr:$flush_to_zero);
  let assemblyFormat = "$source " # flushToZero # " " # typeSuffix;
  let hasVerifier = 1;
}

def CudaTile_Exp2Op : CudaTile_FloatFlushingUnaryOp<"exp2", "2 to the power of x">;
def CudaTile_RsqrtOp : CudaTile_FloatFlushingUnaryOp<"rsqrt", "reciprocal square root">;

// exp, tanh: `%r = OP %a [rounding<approx|full>] : T`; `full` (the default) is the accurate
// library function, `approx` the f32 hardware approximation.
class CudaTile_FloatApproximableOp<string mnemonic, string summaryText>
    : CudaTile_FloatElementwiseOp<mnemonic> {
  let summary = summaryText;
  let arguments = (ins CudaTile_BaseFloatTile:$source,
                       CudaTile_RoundingModeOf<"full">:$rounding_mode);
  let assemblyFormat = "$source " # fullRounding # " " # typeSuffix;
  let hasVerifier = 1;
}

def CudaTile_ExpOp : CudaTile_FloatApproximableOp<"exp", "e to the power of x">;
def CudaTile_TanhOp : CudaTile_FloatApproximableOp<"tanh", "hyperbolic tangent">;

def CudaTile_SqrtOp : CudaTile_FloatElementwiseOp<"sqrt"> {
  let summary = "square root, correctly rounded unless `approx`";
  let arguments = (ins CudaTile_BaseFloatTile:$source,
                       CudaTile_RoundingModeOf<"nearest_even">:$rounding_mode,
                       UnitAttr:$flush_to_zero);
  let assemblyFormat = "$source " # ieeeRounding # " " # flushToZero # " " # typeSuffix;
  let hasVerifier = 1;
}

def CudaTile_AddFOp : CudaTile_FloatRoundedBinaryOp<"addf", "IEEE addition">;
def CudaTile_SubFOp : CudaTile_FloatRoundedBinaryOp<"subf", "IEEE subtraction">;
def CudaTile_MulFOp : CudaTile_FloatRoundedBinaryOp<"mulf", "IEEE multiplication">;
def CudaTile_DivFOp : CudaTile_FloatRoundedBinaryOp<"divf",
    "division: IEEE, or the f32 approximations `approx` and `full`">;

def CudaTile_FmaOp : CudaTile_FloatElementwiseOp<"fma"> {
  let summary = "fused multiply-add a*b+c with a single rounding";
  let arguments = (ins CudaTile_BaseFloatTile:$lhs, CudaTile_BaseFloatTile:$rhs,
                       CudaTile_BaseFloatTile:$acc,
                       CudaTile_RoundingModeOf<"nearest_even">:$rounding_mode,
                       UnitAttr:$flush_to_zero);
  let assemblyFormat = "$lhs `,` $rhs `,` $acc " # ieeeRounding # " " # flushToZero # " " #
                       typeSuffix;
  let hasVerifier = 1;
}

def CudaTile_MaxFOp : CudaTile_FloatMinMaxOp<"maxf",
    "maximumNumber, or maximum (NaN-propagating) with `propagate_nan`">;
def CudaTile_MinFOp : CudaTile_FloatMinMaxOp<"minf",
    "minimumNumber, or minimum (NaN-propagating) with `propagate_nan`">;

def CudaTile_RemFOp : CudaTile_FloatBinaryOp<"remf", "remainder of truncated division (C fmod)">;
// 13.4 renamed `pow` to `fpowf` (same opcode); the 13.3 name is still read, as `fpowf`
// (CudaTileLegacyNames.h), and `fpowf` is printed at every version, as NVIDIA's printer does.
def CudaTile_FPowFOp : CudaTile_FloatBinaryOp<"fpowf", "x to the power of y">;
def CudaTile_Atan2Op : CudaTile_FloatBinaryOp<"atan2",
    "arctangent of x/y with the quadrant of both signs (C atan2(x, y))">;

// Tile IR 13.4 (tile-ir-13.4-13.5.md §3.1). The custom form, with the two operand types as
// `offset` writes them, is the one producers print; NVIDIA's own printer output is unconfirmed.
def CudaTile_FPowIOp : CudaTile_Op<"fpowi", [Pure, AllTypesMatch<["source", "result"]>]> {
  let summary = "x to an integer power; the exponent is read signed (13.4)";
  let description = [{ `%r = fpowi %x, %n : tile<SxF>, tile<SxI>`: F in f16, bf16, f32, f64;
                       I in i1, i8, i16, i32; equal shapes; the result has the type of %x. }];
  let arguments = (ins CudaTile_BaseFloatTile:$source, CudaTile_IntTile:$exponent);
  let results = (outs CudaTile_BaseFloatTile:$result);
  let assemblyFormat = "$source `,` $exponent attr-dict `:` custom<CudaTileType>(type($source)) "
                       "`,` custom<CudaTileType>(type($exponent))";
  let hasVerifier = 1;
}

def CudaTile_CmpFOp : CudaTile_Op<"cmpf", [Pure, SameTypeOperands]> {
  let summary = "element-wise comparison with explicit NaN ordering";
  let description = [{
    `%c = cmpf PRED {ordered|unordered} %a, %b : T -> Ti1`. `ordered` is false when either
    operand is NaN, `unordered` is true then; both keywords are mandatory.
  }];
  let arguments = (ins CudaTile_ComparisonPredicateAttr:$comparison_predicate,
                       CudaTile_ComparisonOrderingAttr:$comparison_ordering,
                       CudaTile_BaseFloatTile:$lhs, CudaTile_BaseFloatTile:$rhs);
  let results = (outs CudaTile_I1Tile:$result);
  let assemblyFormat = [{
    custom<ComparisonPredicate>($comparison_predicate)
    custom<ComparisonOrdering>($comparison_ordering) $lhs `,` $rhs attr-dict `:`
    custom<CudaTileType>(type($lhs)) `->` custom<CudaTileType>(type($result))
  }];
  let hasVerifier = 1;
}

//===----------------------------------------------------------------------===//
// Matrix products
//===----------------------------------------------------------------------===//

def CudaTile_MmaFOp : CudaTile_Op<"mmaf", [Pure, AllTypesMatch<["acc", "result"]>]> {
  let summary = "matrix multiply-accumulate d = c + a·b, optionally batched";
  let description = [{
    `%d = mmaf %a, %b, %c [fast_acc] : TA, TB, TC` with a M×K, b K×N and c M×N (or with a
    leading batch dimension on all three). The element combinations are those of
    tile-ir-ops.md §3.4; `fast_acc` allows the hardware's native FP8 accumulation.
  }];
  let arguments = (ins CudaTile_FloatTile:$lhs, CudaTile_FloatTile:$rhs,
                       CudaTile_FloatTile:$acc, UnitAttr:$fast_acc);
  let results = (outs CudaTile_FloatTile:$result);
  let assemblyFormat = [{
    $lhs `,` $rhs `,` $acc (`fast_acc` $fast_acc^)? attr-dict `:`
    custom<CudaTileType>(type($lhs)) `,` custom<CudaTileType>(type($rhs)) `,`
    custom<CudaTileType>(type($acc))
  }];
  let hasVerifier = 1;
}

def CudaTile_MmaFScaledOp : CudaTile_Op<"mmaf_scaled", [Pure, AllTypesMatch<["acc", "result"]>]> {
  let summary = "block-scaled matrix multiply-accumulate on f8/f4 inputs (13.3)";
  let description = [{
    `%d = mmaf_scaled %a, %b, %c, %sa, %sb : TA, TB, TC, TSA, TSB` computes
    d[i,j] = c[i,j] + Σ_k (a[i,k]·sa[i,k/V])·(b[k,j]·sb[k/V,j]): sa is M×(K/V), sb (K/V)×N,
    with the block size V and the element types of tile-ir-ops.md §3.4.
  }];
  let arguments = (ins CudaTile_FloatTile:$lhs, CudaTile_FloatTile:$rhs,
                       CudaTile_FloatTile:$acc, CudaTile_FloatTile:$lhs_scale,
                       CudaTile_FloatTile:$rhs_scale);
  let results = (outs CudaTile_FloatTile:$result);
  let assemblyFormat = [{
    $lhs `,` $rhs `,` $acc `,` $lhs_scale `,` $rhs_scale attr-dict `:`
    custom<CudaTileType>(type($lhs)) `,` custom<CudaTileType>(type($rhs)) `,`
    custom<CudaTileType>(type($acc)) `,` custom<CudaTileType>(type($lhs_scale)) `,`
    custom<CudaTileType>(type($rhs_scale))
  }];
  let hasVerifier = 1;
}

#endif // TILEC_DIALECT_CUDATILE_FLOATOPS_TD
