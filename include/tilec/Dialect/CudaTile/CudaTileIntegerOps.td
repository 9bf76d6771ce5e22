//===- CudaTileIntegerOps.td - integer operations --------------*- tablegen -*-===//
//
// The integer and bitwise operations of tile-ir-ops.md §3.2 and §3.3: element-wise arithmetic,
// shifts, comparisons and logic on INT tiles (i1, i8, i16, i32, i64; i4 is rejected), and the
// integer matrix product mmai.
//
// Modifiers follow tile-ir-syntax.md §2 and §4:
// * `overflow<O>` is the `overflow` attribute (addi, subi, muli, shli, negi); `overflow<none>` is
//   the default and is not printed.
// * `signed`/`unsigned` are bare keywords for the `signedness` attribute (mmai: one keyword per
//   input, `signedness_lhs` and `signedness_rhs`); where an operation has one it is mandatory.
// * divi's `rounding<M>` is the `rounding` attribute (default zero, not printed).
// * cmpi's predicate is a bare keyword for `comparison_predicate`.
//
// All operations are pure except divi, which has no memory effect but is not speculatable: a zero
// divisor or signed MIN / -1 is undefined behaviour, so it must not be hoisted above a guard.
// remi shares that UB but NVIDIA's dialect declares it pure, and we follow (tile-ir-ops.md §3).
//
//===----------------------------------------------------------------------===//
#ifndef TILEC_DIALECT_CUDATILE_INTEGEROPS_TD
#define TILEC_DIALECT_CUDATILE_INTEGEROPS_TD

include "tilec/Dialect/CudaTile/CudaTileOpBase.td"
include "mlir/Interfaces/InferTypeOpInterface.td"

def CudaTile_IntegerOverflowDefault
    : DefaultValuedAttr<CudaTile_IntegerOverflowAttr, "::tilec::cuda_tile::IntegerOverflow::none">;
def CudaTile_DivRoundingDefault
    : DefaultValuedAttr<CudaTile_RoundingModeAttr, "::tilec::cuda_tile::RoundingMode::zero">;

//===----------------------------------------------------------------------===//
// Element-wise operations
//===----------------------------------------------------------------------===//

// Operands and result are one INT tile type, written once (`%r = OP %a, %b ... : T`).
class CudaTile_IntElementwiseOp<string mnemonic, list<Trait> traits = []>
    : CudaTile_Op<mnemonic, !listconcat(traits, [SameOperandsAndResultType])> {
  let results = (outs CudaTile_IntTile:$result);
  string overflowSyntax = "(`overflow` `` $overflow^)?";
  string signednessSyntax = "custom<Signedness>($signedness)";
  string typeSuffix = "attr-dict `:` custom<CudaTileType>(type($result))";
}

// `%r = OP %a, %b : T`.
class CudaTile_IntBinaryOp<string mnemonic, string summaryText, list<Trait> traits = []>
    : CudaTile_IntElementwiseOp<mnemonic, !listconcat(traits, [Pure])> {
  let summary = summaryText;
  let arguments = (ins CudaTile_IntTile:$lhs, CudaTile_IntTile:$rhs);
  let assemblyFormat = "$lhs `,` $rhs " # typeSuffix;
}

// `%r = OP %a, %b [overflow<O>] : T`: wrap-around unless the overflow promise says otherwise.
class CudaTile_IntOverflowBinaryOp<string mnemonic, string summaryText, list<Trait> traits = []>
    : CudaTile_IntElementwiseOp<mnemonic, !listconcat(traits, [Pure])> {
  let summary = summaryText;
  let arguments = (ins CudaTile_IntTile:$lhs, CudaTile_IntTile:$rhs,
                       CudaTile_IntegerOverflowDefault:$overflow);
  let assemblyFormat = "$lhs `,` $rhs " # overflowSyntax # " " # typeSuffix;
}

// `%r = OP %a, %b {signed|unsigned} : T`: the keyword says how the bits are read.
class CudaTile_IntSignedBinaryOp<string mnemonic, string summaryText, list<Trait> traits = []>
    : CudaTile_IntElementwiseOp<mnemonic, !listconcat(traits, [Pure])> {
  let summary = summaryText;
  let arguments = (ins CudaTile_IntTile:$lhs, CudaTile_IntTile:$rhs,
                       CudaTile_SignednessAttr:$signedness);
  let assemblyFormat = "$lhs `,` $rhs " # signednessSyntax # " " # typeSuffix;
}

def CudaTile_AddIOp : CudaTile_IntOverflowBinaryOp<"addi", "addition modulo 2^n", [Commutative]>;
def CudaTile_SubIOp : CudaTile_IntOverflowBinaryOp<"subi", "subtraction modulo 2^n">;
def CudaTile_MulIOp : CudaTile_IntOverflowBinaryOp<"muli",
    "low n bits of the product", [Commutative]>;
def CudaTile_ShLIOp : CudaTile_IntOverflowBinaryOp<"shli",
    "left shift with zero fill; the shift amount is read unsigned">;

def CudaTile_MulHiIOp : CudaTile_IntBinaryOp<"mulhii",
    "high n bits of the 2n-bit unsigned product", [Commutative]>;
def CudaTile_AndIOp : CudaTile_IntBinaryOp<"andi", "bitwise and", [Commutative]>;
def CudaTile_OrIOp : CudaTile_IntBinaryOp<"ori", "bitwise or", [Commutative]>;
def CudaTile_XOrIOp : CudaTile_IntBinaryOp<"xori", "bitwise exclusive or", [Commutative]>;

def CudaTile_MaxIOp : CudaTile_IntSignedBinaryOp<"maxi",
    "larger element under the chosen interpretation", [Commutative]>;
def CudaTile_MinIOp : CudaTile_IntSignedBinaryOp<"mini",
    "smaller element under the chosen interpretation", [Commutative]>;
def CudaTile_RemIOp : CudaTile_IntSignedBinaryOp<"remi",
    "remainder of truncated division; a signed result has the sign of the dividend">;
def CudaTile_ShRIOp : CudaTile_IntSignedBinaryOp<"shri",
    "right shift: arithmetic when signed, logical when unsigned">;

def CudaTile_NegIOp : CudaTile_IntElementwiseOp<"negi", [Pure]> {
  let summary = "two's-complement negation 0 - a";
  let description = [{
    `%r = negi %a [overflow<O>] : T`. The operand is read signed, so the promise
    `no_unsigned_wrap` is rejected; `no_wrap` is accepted as NVIDIA's verifier does (its
    unsigned half only holds for a = 0).
  }];
  let arguments = (ins CudaTile_IntTile:$source, CudaTile_IntegerOverflowDefault:$overflow);
  let assemblyFormat = "$source " # overflowSyntax # " " # typeSuffix;
  let hasVerifier = 1;
}

def CudaTile_AbsIOp : CudaTile_IntElementwiseOp<"absi", [Pure]> {
  let summary = "absolute value: a read signed, the result read unsigned (never overflows)";
  let arguments = (ins CudaTile_IntTile:$source);
  let assemblyFormat = "$source " # typeSuffix;
}

def CudaTile_DivIOp : CudaTile_IntElementwiseOp<"divi", [NoMemoryEffect]> {
  let summary = "integer division rounded toward zero, +infinity or -infinity";
  let description = [{
    `%r = divi %a, %b {signed|unsigned} [rounding<zero|positive_inf|negative_inf>] : T`.
    Rounding toward -infinity (floor division) exists only for signed division. Not
    speculatable: a zero divisor and signed MIN / -1 are undefined behaviour.
  }];
  let arguments = (ins CudaTile_IntTile:$lhs, CudaTile_IntTile:$rhs,
                       CudaTile_SignednessAttr:$signedness,
                       CudaTile_DivRoundingDefault:$rounding);
  let assemblyFormat = "$lhs `,` $rhs " # signednessSyntax # " (`rounding` `` $rounding^)? " #
                       typeSuffix;
  let hasVerifier = 1;
}

def CudaTile_CmpIOp : CudaTile_Op<"cmpi", [Pure, AllTypesMatch<["lhs", "rhs"]>,
                                            SameOperandsAndResultShape]> {
  let summary = "element-wise integer comparison producing a tile of i1";
  let description = [{
    `%c = cmpi PRED %a, %b, {signed|unsigned} : T -> Ti1`. The signedness keyword is mandatory
    even though `equal` and `not_equal` do not depend on it.
  }];
  let arguments = (ins CudaTile_ComparisonPredicateAttr:$comparison_predicate,
                       CudaTile_IntTile:$lhs, CudaTile_IntTile:$rhs,
                       CudaTile_SignednessAttr:$signedness);
  let results = (outs CudaTile_I1Tile:$result);
  let assemblyFormat = [{
    custom<ComparisonPredicate>($comparison_predicate) $lhs `,` $rhs `,`
    custom<Signedness>($signedness) attr-dict `:` custom<CudaTileType>(type($lhs)) `->`
    custom<CudaTileType>(type($result))
  }];
  let builders = [
    // The result type follows from the operands: a tile of i1 of their shape.
    OpBuilder<(ins "::tilec::cuda_tile::ComparisonPredicate":$predicate, "::mlir::Value":$lhs,
                   "::mlir::Value":$rhs, "::tilec::cuda_tile::Signedness":$signedness)>,
  ];
}

//===----------------------------------------------------------------------===//
// Matrix product
//===----------------------------------------------------------------------===//

def CudaTile_MmaIOp : CudaTile_Op<"mmai", [Pure, AllTypesMatch<["acc", "result"]>]> {
  let summary = "integer matrix multiply-accumulate d = c + a·b on i8 inputs, optionally batched";
  let description = [{
    `%d = mmai %a, %b, %c {signed|unsigned} {signed|unsigned} : TA, TB, TC` with a M×K and
    b K×N tiles of i8, c and d M×N tiles of i32, or all three with the same leading batch
    dimension. The keywords say how a and b are extended; c and d are read signed.
  }];
  let arguments = (ins CudaTile_IntTile:$lhs, CudaTile_IntTile:$rhs, CudaTile_IntTile:$acc,
                       CudaTile_SignednessAttr:$signedness_lhs,
                       CudaTile_SignednessAttr:$signedness_rhs);
  let results = (outs CudaTile_IntTile:$result);
  let assemblyFormat = [{
    $lhs `,` $rhs `,` $acc custom<Signedness>($signedness_lhs)
    custom<Signedness>($signedness_rhs) attr-dict `:` custom<CudaTileType>(type($lhs)) `,`
    custom<CudaTileType>(type($rhs)) `,` custom<CudaTileType>(type($acc))
  }];
  let hasVerifier = 1;
}

#endif // TILEC_DIALECT_CUDATILE_INTEGEROPS_TD
