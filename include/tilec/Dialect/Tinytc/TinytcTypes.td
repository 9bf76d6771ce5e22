//===- TinytcTypes.td - types of the tinytc dialect -------------*- tablegen -*-===//
//
// Scalars are builtin types (bool is i1, c32/c64 are complex<f32>/complex<f64>). Memrefs keep
// their strides explicitly (the packed layout is computed when omitted), so that `memref<f32x4x8>`
// and `memref<f32x4x8,strided<1,4>>` are the same type, as the language defines.
//
//===----------------------------------------------------------------------===//
#ifndef TILEC_DIALECT_TINYTC_TYPES_TD
#define TILEC_DIALECT_TINYTC_TYPES_TD

include "tilec/Dialect/Tinytc/TinytcDialect.td"
include "mlir/IR/AttrTypeBase.td"

class Tinytc_Type<string name, string spelling> : TypeDef<Tinytc_Dialect, name> {
  let typeName = "tinytc." # spelling;
}

def Tinytc_MemrefType : Tinytc_Type<"Memref", "memref"> {
  let summary = "reference to strided memory; dynamic sizes and strides are ShapedType::kDynamic";
  let parameters = (ins "::mlir::Type":$elementType, ArrayRefParameter<"int64_t">:$shape,
                        ArrayRefParameter<"int64_t">:$stride, "bool":$local);
  let genVerifyDecl = 1;
  let extraClassDeclaration = [{
    int64_t getOrder() const { return getShape().size(); }
  }];
}

def Tinytc_GroupType : Tinytc_Type<"Group", "group"> {
  let summary = "array of pointers to memrefs, each offset by `offset` elements";
  let parameters = (ins "MemrefType":$memref, "int64_t":$size, "int64_t":$offset);
  let genVerifyDecl = 1;
}

def Tinytc_CoopmatrixType : Tinytc_Type<"Coopmatrix", "coopmatrix"> {
  let summary = "matrix distributed over the work-items of a subgroup";
  let parameters = (ins "::mlir::Type":$componentType, "int64_t":$rows, "int64_t":$cols,
                        "MatrixUse":$use);
  let genVerifyDecl = 1;
}

#endif // TILEC_DIALECT_TINYTC_TYPES_TD
