//===- CudaTileShapeOps.td - core and shape operations -----*- tablegen -*-===//
//
// tile-ir-ops.md §3.1 except module/entry (CudaTileModuleOps.td) and reduce/scan: globals,
// constants, index generators, and the operations that move elements without computing.
//
//===----------------------------------------------------------------------===//
#ifndef TILEC_DIALECT_CUDATILE_SHAPEOPS_TD
#define TILEC_DIALECT_CUDATILE_SHAPEOPS_TD

include "tilec/Dialect/CudaTile/CudaTileOpBase.td"
include "mlir/IR/CommonAttrConstraints.td"

/// `tile<i32>`; buildable so that operands of this type need not be spelled in the syntax.
def CudaTile_I32ScalarTile : Type<And<[CudaTile_ScalarTile.predicate,
    CPred<"::llvm::cast<::tilec::cuda_tile::TileType>($_self).getElementType().isInteger(32)">]>,
    "tile<i32>", "::tilec::cuda_tile::TileType">,
  BuildableType<"::tilec::cuda_tile::TileType::get($_builder.getContext(), {}, "
                "$_builder.getI32Type())">;

/// The value of a `<E: LIT>` literal (DenseLiteral.h).
def CudaTile_DenseLiteralAttr : ElementsAttrBase<
    CPred<"::llvm::isa<::mlir::DenseIntOrFPElementsAttr>($_self)">,
    "dense integer or float elements"> {
  let storageType = "::mlir::DenseIntOrFPElementsAttr";
  let returnType = "::mlir::DenseIntOrFPElementsAttr";
  let convertFromStorage = "$_self";
}

//===----------------------------------------------------------------------===//
// Globals and constants
//===----------------------------------------------------------------------===//

def CudaTile_GlobalOp : CudaTile_Op<"global", [Symbol, HasParent<"TileModuleOp">]> {
  let summary = "module-lifetime array in global memory with an initial value";
  let description = [{
    `global [public|private] [constant] @g [alignment = N] <E: LIT> : tile<NxE>`. The value is
    rank 1; `alignment` 0 means the natural alignment of E; `constant` promises kernels never
    write it.
  }];
  let arguments = (ins SymbolNameAttr:$sym_name,
                       CudaTile_DenseLiteralAttr:$value,
                       DefaultValuedAttr<I64Attr, "0">:$alignment,
                       DefaultValuedAttr<CudaTile_SymbolVisibilityAttr,
                                         "::tilec::cuda_tile::SymbolVisibility::Public">
                           :$symbol_visibility,
                       UnitAttr:$constant);
  let hasCustomAssemblyFormat = 1;
  let hasVerifier = 1;
  let extraClassDeclaration = [{
    /// The tile type written after the literal: the value's shape and element type.
    TileType getTileType();
  }];
}

def CudaTile_GetGlobalOp : CudaTile_Op<"get_global", [
    Pure, DeclareOpInterfaceMethods<SymbolUserOpInterface>]> {
  let summary = "address of element 0 of a global";
  let description = [{ `%p = get_global @g : tile<ptr<E>>`; E is the global's element type. }];
  let arguments = (ins FlatSymbolRefAttr:$name);
  let results = (outs CudaTile_PointerTile:$result);
  let assemblyFormat = "$name attr-dict `:` custom<CudaTileType>(type($result))";
  let hasVerifier = 1;
}

def CudaTile_ConstantOp : CudaTile_Op<"constant", [Pure, ConstantLike]> {
  let summary = "a tile given by a literal";
  let description = [{
    `%c = constant <E: LIT> : T`: LIT is one value (all elements equal) or nested lists
    matching T's shape.
  }];
  let arguments = (ins CudaTile_DenseLiteralAttr:$value);
  let results = (outs CudaTile_NumberTile:$result);
  let assemblyFormat = "custom<DenseConstant>($value, type($result)) attr-dict";
  let hasVerifier = 1;
  let hasFolder = 1;
}

//===----------------------------------------------------------------------===//
// Index generators
//===----------------------------------------------------------------------===//

def CudaTile_IotaOp : CudaTile_Op<"iota", [Pure]> {
  let summary = "0, 1, ..., N-1 (read as unsigned)";
  let description = [{ `%r = iota : tile<NxE>`, rank 1, N <= 2^width(E). }];
  let results = (outs CudaTile_IntTile:$result);
  let assemblyFormat = "attr-dict `:` custom<CudaTileType>(type($result))";
  let hasVerifier = 1;
}

// The results print as NVIDIA's printer names them (%blockId_x, %gridSize_x, ...; defined in
// CudaTileAsmNames.cpp) rather than after the ODS names x, y, z.
class CudaTile_GridQueryOp<string mnemonic, string summaryText>
    : CudaTile_Op<mnemonic, [Pure, AllTypesMatch<["x", "y", "z"]>,
                             DeclareOpInterfaceMethods<OpAsmOpInterface, ["getAsmResultNames"]>]> {
  let summary = summaryText;
  let results = (outs CudaTile_I32ScalarTile:$x, CudaTile_I32ScalarTile:$y,
                      CudaTile_I32ScalarTile:$z);
  let assemblyFormat = "attr-dict `:` custom<CudaTileType>(type($x))";
}

def CudaTile_GetTileBlockIdOp
    : CudaTile_GridQueryOp<"get_tile_block_id", "coordinates of this tile block in the grid"> {
  let description = [{ `%x, %y, %z = get_tile_block_id : tile<i32>` }];
}

def CudaTile_GetNumTileBlocksOp
    : CudaTile_GridQueryOp<"get_num_tile_blocks", "extent of the grid in each dimension"> {
  let description = [{ `%x, %y, %z = get_num_tile_blocks : tile<i32>` }];
}

//===----------------------------------------------------------------------===//
// Shape operations
//===----------------------------------------------------------------------===//

/// `OP %x : Tin -> Tout`.
class CudaTile_UnaryShapeOp<string mnemonic, string summaryText>
    : CudaTile_Op<mnemonic, [Pure]> {
  let summary = summaryText;
  let arguments = (ins CudaTile_AnyTile:$source);
  let results = (outs CudaTile_AnyTile:$result);
  let assemblyFormat = "$source attr-dict `:` custom<CudaTileType>(type($source)) `->` "
                       "custom<CudaTileType>(type($result))";
  let hasVerifier = 1;
}

def CudaTile_BroadcastOp
    : CudaTile_UnaryShapeOp<"broadcast", "repeat size-1 dimensions to a larger shape"> {
  let description = [{
    `%r = broadcast %x : tile<SxE> -> tile<RxE>`: same rank, S[d] == R[d] or S[d] == 1.
  }];
}

def CudaTile_ReshapeOp
    : CudaTile_UnaryShapeOp<"reshape", "same elements in row-major order, new shape"> {
  let description = [{ `%r = reshape %x : tile<SxE> -> tile<RxE>`: equal element counts. }];
}

def CudaTile_PackOp
    : CudaTile_UnaryShapeOp<"pack", "reinterpret a rank-1 tile as its bytes"> {
  let description = [{
    `%b = pack %x : tile<NxE> -> tile<Mxi8>`: E of width other than 8 (i1 = 1 bit, tf32 = 32
    bits), N * width(E) == 8 * M.
  }];
}

def CudaTile_UnpackOp
    : CudaTile_UnaryShapeOp<"unpack", "reinterpret bytes as a rank-1 tile (inverse of pack)"> {
  let description = [{ `%x = unpack %b : tile<Mxi8> -> tile<NxE>`, rules as `pack`. }];
}

def CudaTile_PermuteOp : CudaTile_Op<"permute", [Pure]> {
  let summary = "reorder the dimensions of a tile";
  let description = [{
    `%r = permute %x [p0, ..., pn-1] : tile<SxE> -> tile<RxE>` with R[i] == S[p[i]].
  }];
  let arguments = (ins CudaTile_AnyTile:$source, DenseI32ArrayAttr:$permutation);
  let results = (outs CudaTile_AnyTile:$result);
  let assemblyFormat = "$source $permutation attr-dict `:` custom<CudaTileType>(type($source)) "
                       "`->` custom<CudaTileType>(type($result))";
  let hasVerifier = 1;
}

def CudaTile_CatOp : CudaTile_Op<"cat", [Pure]> {
  let summary = "concatenate two tiles along one dimension";
  let description = [{
    `%r = cat %a, %b dim = d : TA, TB -> TR`: other dimensions equal, R[d] = A[d] + B[d].
  }];
  let arguments = (ins CudaTile_AnyTile:$lhs, CudaTile_AnyTile:$rhs, I64Attr:$dim);
  let results = (outs CudaTile_AnyTile:$result);
  let assemblyFormat = "$lhs `,` $rhs `dim` `=` $dim attr-dict `:` "
                       "custom<CudaTileType>(type($lhs)) `,` custom<CudaTileType>(type($rhs)) "
                       "`->` custom<CudaTileType>(type($result))";
  let hasVerifier = 1;
}

def CudaTile_ExtractOp : CudaTile_Op<"extract", [Pure]> {
  let summary = "one slice of a tile cut into equal slices";
  let description = [{
    `%r = extract %x[%i0, ...] : tile<SxE> -> tile<RxE>`: R[d] divides S[d]; index d counts
    slices of size R[d]. Indices are `tile<i32>`, not spelled in the syntax.
  }];
  let arguments = (ins CudaTile_AnyTile:$source, Variadic<CudaTile_I32ScalarTile>:$indices);
  let results = (outs CudaTile_AnyTile:$result);
  let assemblyFormat = "$source `[` $indices `]` attr-dict `:` "
                       "custom<CudaTileType>(type($source)) `->` "
                       "custom<CudaTileType>(type($result))";
  let hasVerifier = 1;
}

def CudaTile_SelectOp : CudaTile_Op<"select", [
    Pure, AllTypesMatch<["val_if_true", "val_if_false", "result"]>]> {
  let summary = "element-wise choice between two tiles";
  let description = [{ `%r = select %c, %a, %b : Ti1, T`; any element type but f4E2M1FN. }];
  let arguments = (ins CudaTile_I1Tile:$cond, CudaTile_AnyTile:$val_if_true,
                       CudaTile_AnyTile:$val_if_false);
  let results = (outs CudaTile_AnyTile:$result);
  let assemblyFormat = "$cond `,` $val_if_true `,` $val_if_false attr-dict `:` "
                       "custom<CudaTileType>(type($cond)) `,` "
                       "custom<CudaTileType>(type($result))";
  let hasVerifier = 1;
}

def CudaTile_OffsetOp : CudaTile_Op<"offset", [Pure]> {
  let summary = "advance pointers by whole elements";
  let description = [{
    `%q = offset %p, %o : tile<Sxptr<E>>, tile<SxI> -> tile<Sxptr<E>>`: q = p + sext(o) *
    sizeof(E).
  }];
  let arguments = (ins CudaTile_PointerTile:$ptr, CudaTile_IntTile:$offset);
  let results = (outs CudaTile_PointerTile:$result);
  let assemblyFormat = "$ptr `,` $offset attr-dict `:` custom<CudaTileType>(type($ptr)) `,` "
                       "custom<CudaTileType>(type($offset)) `->` "
                       "custom<CudaTileType>(type($result))";
  let hasVerifier = 1;
}

// Tile IR 13.4 (tile-ir-13.4-13.5.md §3.2): the inverse of extract. No custom syntax has been
// published, so it is read and printed in the generic form
// `"cuda_tile.insert"(%src, %dst, %i0, ...) : (...) -> tile<DxE>`.
def CudaTile_InsertOp : CudaTile_Op<"insert", [Pure, AllTypesMatch<["destination", "result"]>]> {
  let summary = "a tile with one of its equal slices replaced (13.4)";
  let description = [{
    `%r = insert %src, %dst[%i0, ...] : tile<RxE>, tile<SxE>` (the form NVIDIA's disassembler
    prints; the result has the destination's type). The result is `destination` except for
    the slice selected by the indices (counted in slices of the source's shape, read
    unsigned), which holds `source`.
  }];
  let arguments = (ins CudaTile_AnyTile:$source, CudaTile_AnyTile:$destination,
                       Variadic<CudaTile_I32ScalarTile>:$indices);
  let results = (outs CudaTile_AnyTile:$result);
  let assemblyFormat = "$source `,` $destination `[` $indices `]` attr-dict `:` "
                       "custom<CudaTileType>(type($source)) `,` "
                       "custom<CudaTileType>(type($destination))";
  let hasVerifier = 1;
}

#endif // TILEC_DIALECT_CUDATILE_SHAPEOPS_TD
