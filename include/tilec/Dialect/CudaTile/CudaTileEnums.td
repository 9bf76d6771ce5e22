//===- CudaTileEnums.td - enumerations of the cuda_tile dialect -*- tablegen -*-===//
#ifndef TILEC_DIALECT_CUDATILE_ENUMS_TD
#define TILEC_DIALECT_CUDATILE_ENUMS_TD

include "mlir/IR/EnumAttr.td"

// The value an out-of-bounds element of a view load yields. Spelled in view types as
// `padding_value = <kind>`.
def CudaTile_PaddingValue : I32EnumAttr<"PaddingValue", "padding value of a tile view", [
    I32EnumAttrCase<"zero", 0>,
    I32EnumAttrCase<"neg_zero", 1>,
    I32EnumAttrCase<"nan", 2>,
    I32EnumAttrCase<"pos_inf", 3>,
    I32EnumAttrCase<"neg_inf", 4>,
  ]> {
  let cppNamespace = "::tilec::cuda_tile";
  let genSpecializedAttr = 0;
}

#endif // TILEC_DIALECT_CUDATILE_ENUMS_TD
