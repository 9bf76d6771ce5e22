//===- CudaTileConversionOps.td - conversion operations --------------*- tablegen -*-===//
//
// tile-ir-ops.md §3.5 and §2.6: element-wise changes of element type, all pure, source and
// result shapes equal. `OP %x [modifiers] : Tin -> Tout`.
//
//===----------------------------------------------------------------------===//
#ifndef TILEC_DIALECT_CUDATILE_CONVERSIONOPS_TD
#define TILEC_DIALECT_CUDATILE_CONVERSIONOPS_TD

include "tilec/Dialect/CudaTile/CudaTileOpBase.td"

class CudaTile_ConversionOp<string mnemonic, string summaryText>
    : CudaTile_Op<mnemonic, [Pure]> {
  let summary = summaryText;
  let results = (outs CudaTile_AnyTile:$result);
  let hasVerifier = 1;
  code typesFormat = "`:` custom<CudaTileType>(type($source)) `->` "
                     "custom<CudaTileType>(type($result))";
  // The default rounding of an operation, passed to its custom<Rounding> directive so that
  // the default is omitted when printing. The `` before the directive suppresses the space
  // the generated printer would otherwise write even when the modifier prints nothing.
  code nearestEven = "\"::tilec::cuda_tile::RoundingMode::nearest_even\"";
  code nearestIntToZero = "\"::tilec::cuda_tile::RoundingMode::nearest_int_to_zero\"";
}

def CudaTile_BitcastOp : CudaTile_ConversionOp<"bitcast", "reinterpret the bits of each element"> {
  let description = [{
    `%r = bitcast %x : tile<SxA> -> tile<SxB>`: numbers of equal bit width (tf32 counts 19
    bits, f4E2M1FN 4), no pointers.
  }];
  let arguments = (ins CudaTile_AnyTile:$source);
  let assemblyFormat = "$source attr-dict " # typesFormat;
}

def CudaTile_ExtIOp : CudaTile_ConversionOp<"exti", "sign- or zero-extend integers"> {
  let description = [{ `%r = exti %x {signed|unsigned} : tile<SxA> -> tile<SxB>`, B wider. }];
  let arguments = (ins CudaTile_AnyTile:$source, CudaTile_SignednessAttr:$signedness);
  let assemblyFormat = "$source custom<Signedness>($signedness) attr-dict " # typesFormat;
}

def CudaTile_TruncIOp : CudaTile_ConversionOp<"trunci", "keep the low bits of integers"> {
  let description = [{
    `%r = trunci %x [overflow<O>] : tile<SxA> -> tile<SxB>`, B narrower; the overflow promise
    says which dropped bits are redundant.
  }];
  let arguments = (ins CudaTile_AnyTile:$source,
                       DefaultValuedAttr<CudaTile_IntegerOverflowAttr,
                                         "::tilec::cuda_tile::IntegerOverflow::none">:$overflow);
  let assemblyFormat = "$source `` custom<Overflow>($overflow) attr-dict " # typesFormat;
}

def CudaTile_FToFOp : CudaTile_ConversionOp<"ftof", "convert between float formats"> {
  let description = [{
    `%r = ftof %x [rounding<M>] : tile<SxA> -> tile<SxB>`, A != B; M by the first matching
    row of Tile IR 13.4's table (tile-ir-13.4-13.5.md §4.2); zero or positive_inf is required
    when B is f8E8M0FNU.
  }];
  let arguments = (ins CudaTile_AnyTile:$source,
                       DefaultValuedAttr<CudaTile_RoundingModeAttr,
                                         "::tilec::cuda_tile::RoundingMode::nearest_even">
                           :$rounding_mode);
  let assemblyFormat = "$source `` custom<Rounding>($rounding_mode, " # nearestEven # ") "
                       "attr-dict " # typesFormat;
  let extraClassDeclaration = [{
    /// Whether Tile IR 13.3 already admitted this rounding mode for this conversion.
    bool hasTileIR13_3Rounding();
  }];
}

def CudaTile_IToFOp : CudaTile_ConversionOp<"itof", "convert integers to floats"> {
  let description = [{
    `%r = itof %x {signed|unsigned} [rounding<nearest_even>] : tile<SxA> -> tile<SxB>`; B is
    not f8E8M0FNU.
  }];
  let arguments = (ins CudaTile_AnyTile:$source, CudaTile_SignednessAttr:$signedness,
                       DefaultValuedAttr<CudaTile_RoundingModeAttr,
                                         "::tilec::cuda_tile::RoundingMode::nearest_even">
                           :$rounding_mode);
  let assemblyFormat = "$source custom<Signedness>($signedness) "
                       "`` custom<Rounding>($rounding_mode, " # nearestEven # ") "
                       "attr-dict " # typesFormat;
}

def CudaTile_FToIOp : CudaTile_ConversionOp<"ftoi", "convert floats to integers"> {
  let description = [{
    `%r = ftoi %x {signed|unsigned} [saturating] [rounding<nearest_int_to_zero>] :
    tile<SxA> -> tile<SxB>`: truncation toward zero. `saturating` (13.4) clamps out-of-range
    values to the integer range and NaN to 0; its position is unconfirmed, so it is also read
    after the rounding clause (tile-ir-13.4-13.5.md §4.3 [U]).
  }];
  let arguments = (ins CudaTile_AnyTile:$source, CudaTile_SignednessAttr:$signedness,
                       DefaultValuedAttr<CudaTile_RoundingModeAttr,
                           "::tilec::cuda_tile::RoundingMode::nearest_int_to_zero">
                           :$rounding_mode,
                       UnitAttr:$saturating);
  let assemblyFormat = "$source custom<Signedness>($signedness) "
                       "`` custom<SaturatingAndRounding>($saturating, $rounding_mode, " #
                       nearestIntToZero # ") attr-dict " # typesFormat;
}

def CudaTile_IntToPtrOp : CudaTile_ConversionOp<"int_to_ptr", "i64 addresses to pointers"> {
  let description = [{ `%p = int_to_ptr %x : tile<Sxi64> -> tile<Sxptr<E>>` }];
  let arguments = (ins CudaTile_AnyTile:$source);
  let assemblyFormat = "$source attr-dict " # typesFormat;
}

def CudaTile_PtrToIntOp : CudaTile_ConversionOp<"ptr_to_int", "pointers to i64 addresses"> {
  let description = [{ `%x = ptr_to_int %p : tile<Sxptr<E>> -> tile<Sxi64>` }];
  let arguments = (ins CudaTile_AnyTile:$source);
  let assemblyFormat = "$source attr-dict " # typesFormat;
}

def CudaTile_PtrToPtrOp : CudaTile_ConversionOp<"ptr_to_ptr", "same addresses, new pointee"> {
  let description = [{ `%q = ptr_to_ptr %p : tile<Sxptr<A>> -> tile<Sxptr<B>>` }];
  let arguments = (ins CudaTile_AnyTile:$source);
  let assemblyFormat = "$source attr-dict " # typesFormat;
}

#endif // TILEC_DIALECT_CUDATILE_CONVERSIONOPS_TD
