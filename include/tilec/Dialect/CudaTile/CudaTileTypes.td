//===- CudaTileTypes.td - types of the cuda_tile dialect --------*- tablegen -*-===//
//
// Every type has a hand-written parser and printer (CudaTileTypeSyntax.cpp) because the
// `!cuda_tile.` prefix is optional on nested types and views have keyword parameters, and a
// verifier (CudaTileTypeVerifiers.cpp) whose messages name the rule that failed.
//
//===----------------------------------------------------------------------===//
#ifndef TILEC_DIALECT_CUDATILE_TYPES_TD
#define TILEC_DIALECT_CUDATILE_TYPES_TD

include "tilec/Dialect/CudaTile/CudaTileDialect.td"
include "mlir/IR/AttrTypeBase.td"
include "mlir/IR/BuiltinTypeInterfaces.td"

class CudaTile_Type<string name, string typeMnemonic, list<Trait> traits = []>
    : TypeDef<CudaTile_Dialect, name, traits> {
  let mnemonic = typeMnemonic;
  let hasCustomAssemblyFormat = 1;
}

// `ptrAttr` (13.4, tile-ir-13.4-13.5.md §2.2) is null when the text has no ptr_attr; absent and
// `#cuda_tile.ptr_attr<none>` are different types.
def CudaTile_PointerType : CudaTile_Type<"Pointer", "ptr"> {
  let summary = "typed pointer to one element in global memory";
  let parameters = (ins "::mlir::Type":$pointeeType,
                        OptionalParameter<"::tilec::cuda_tile::PointerClassAttr">:$ptrAttr);
  let builders = [
    TypeBuilder<(ins "::mlir::Type":$pointeeType,
                     CArg<"::tilec::cuda_tile::PointerClassAttr", "{}">:$ptrAttr), [{
      return $_get($_ctxt, pointeeType, ptrAttr);
    }]>
  ];
  let skipDefaultBuilders = 1;
  let genVerifyDecl = 1;
}

def CudaTile_TileType : CudaTile_Type<"Tile", "tile",
    [DeclareTypeInterfaceMethods<ShapedTypeInterface>]> {
  let summary = "statically shaped, immutable tensor value";
  let parameters = (ins ArrayRefParameter<"int64_t">:$shape, "::mlir::Type":$elementType);
  let genVerifyDecl = 1;
  let extraClassDeclaration = [{
    using ::mlir::ShapedType::Trait<TileType>::getRank;
    using ::mlir::ShapedType::Trait<TileType>::getNumElements;
  }];
}

def CudaTile_TensorViewType : CudaTile_Type<"TensorView", "tensor_view"> {
  let summary = "strided tensor in global memory; dynamic sizes and strides print as `?`";
  let parameters = (ins "::mlir::Type":$elementType, ArrayRefParameter<"int64_t">:$shape,
                        ArrayRefParameter<"int64_t">:$strides,
                        OptionalParameter<"::tilec::cuda_tile::PointerClassAttr">:$ptrAttr);
  let builders = [
    TypeBuilder<(ins "::mlir::Type":$elementType, "::llvm::ArrayRef<int64_t>":$shape,
                     "::llvm::ArrayRef<int64_t>":$strides,
                     CArg<"::tilec::cuda_tile::PointerClassAttr", "{}">:$ptrAttr), [{
      return $_get($_ctxt, elementType, shape, strides, ptrAttr);
    }]>
  ];
  let skipDefaultBuilders = 1;
  let genVerifyDecl = 1;
  let extraClassDeclaration = [{
    int64_t getRank() const { return getShape().size(); }
  }];
}

// Common parameters of the three tile views. `dimMap` is always stored in full (identity when the
// text omits it) so that spelling the identity explicitly yields the same type.
def CudaTile_PartitionViewType : CudaTile_Type<"PartitionView", "partition_view"> {
  let summary = "tensor_view partitioned into a grid of non-overlapping tiles";
  let parameters = (ins ArrayRefParameter<"int64_t">:$tileShape,
                        "TensorViewType":$tensorView,
                        ArrayRefParameter<"int64_t">:$dimMap,
                        "std::optional<PaddingValue>":$paddingValue);
  let genVerifyDecl = 1;
}

def CudaTile_StridedViewType : CudaTile_Type<"StridedView", "strided_view"> {
  let summary = "tensor_view traversed in tiles placed at parametric strides";
  let parameters = (ins ArrayRefParameter<"int64_t">:$tileShape,
                        ArrayRefParameter<"int64_t">:$traversalStrides,
                        "TensorViewType":$tensorView,
                        ArrayRefParameter<"int64_t">:$dimMap,
                        "std::optional<PaddingValue>":$paddingValue);
  let genVerifyDecl = 1;
}

def CudaTile_GatherScatterViewType : CudaTile_Type<"GatherScatterView", "gather_scatter_view"> {
  let summary = "tensor_view with one dimension accessed through an index tile";
  let parameters = (ins ArrayRefParameter<"int64_t">:$tileShape,
                        "TensorViewType":$tensorView,
                        "int64_t":$sparseDim,
                        "std::optional<PaddingValue>":$paddingValue);
  let genVerifyDecl = 1;
}

def CudaTile_TokenType : CudaTile_Type<"Token", "token"> {
  let summary = "compile-time ordering handle between memory operations";
  let hasCustomAssemblyFormat = 0;
}

// UE5M3 block-scale element type (Tile IR 13.4, Developer Preview). MLIR 22 has no builtin for
// it, so it is a dialect type. Inside tile/ptr/tensor_view it is read as `fnv8E5M3FNU` or
// `f8E5M3FNU` (the two spellings NVIDIA's documents use for one type) and printed as
// `fnv8E5M3FNU`, the 13.4 specification's spelling; NVIDIA's printed form was not seen
// (tile-ir-13.4-13.5.md §2.1, [U]).
def CudaTile_Float8E5M3FNUType : CudaTile_Type<"Float8E5M3FNU", "fnv8E5M3FNU"> {
  let summary = "unsigned 8-bit float, 5 exponent and 3 mantissa bits (UE5M3 block scales)";
  let hasCustomAssemblyFormat = 0;
}

#endif // TILEC_DIALECT_CUDATILE_TYPES_TD
