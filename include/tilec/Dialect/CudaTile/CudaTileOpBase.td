//===- CudaTileOpBase.td - base class and constraints of ops ----*- tablegen -*-===//
//
// Included by every CudaTile*Ops.td family file. Each family generates its own small header
// (CudaTile<Family>Ops.h.inc) so a source file includes only the operations it uses.
//
//===----------------------------------------------------------------------===//
#ifndef TILEC_DIALECT_CUDATILE_OPBASE_TD
#define TILEC_DIALECT_CUDATILE_OPBASE_TD

include "tilec/Dialect/CudaTile/CudaTileDialect.td"
include "tilec/Dialect/CudaTile/CudaTileAttrs.td"
include "mlir/IR/OpBase.td"
include "mlir/IR/SymbolInterfaces.td"
include "mlir/IR/OpAsmInterface.td"
include "mlir/Interfaces/SideEffectInterfaces.td"
include "mlir/Interfaces/ControlFlowInterfaces.td"

class CudaTile_Op<string mnemonic, list<Trait> traits = []>
    : Op<CudaTile_Dialect, mnemonic, traits>;

//===----------------------------------------------------------------------===//
// Type constraints. Element classes follow tile-ir-ops.md "Type classes"; the C++ predicates
// live in ElementTypes.h.
//===----------------------------------------------------------------------===//

class CudaTile_TileOf<string elementPred, string description>
    : Type<And<[CPred<"::llvm::isa<::tilec::cuda_tile::TileType>($_self)">,
                CPred<"::tilec::cuda_tile::" # elementPred #
                      "(::llvm::cast<::tilec::cuda_tile::TileType>($_self).getElementType())">]>,
           description, "::tilec::cuda_tile::TileType">;

def CudaTile_AnyTile : Type<CPred<"::llvm::isa<::tilec::cuda_tile::TileType>($_self)">,
                            "tile", "::tilec::cuda_tile::TileType">;
def CudaTile_IntTile : CudaTile_TileOf<"isIntegerElementType", "tile of i1, i8, i16, i32 or i64">;
def CudaTile_IntOrI4Tile : CudaTile_TileOf<"isIntegerOrI4ElementType", "tile of integers or i4">;
def CudaTile_BaseFloatTile : CudaTile_TileOf<"isBaseFloatElementType", "tile of f16, bf16, f32 or f64">;
def CudaTile_FloatTile : CudaTile_TileOf<"isFloatElementType", "tile of floating-point numbers">;
def CudaTile_NumberTile : CudaTile_TileOf<"isNumericElementType", "tile of numbers">;
def CudaTile_PointerTile : CudaTile_TileOf<"isPointerElementType", "tile of pointers">;

/// A rank-0 tile (a scalar), of any element type.
def CudaTile_ScalarTile : Type<And<[CudaTile_AnyTile.predicate,
    CPred<"::llvm::cast<::tilec::cuda_tile::TileType>($_self).getRank() == 0">]>,
    "rank-0 tile", "::tilec::cuda_tile::TileType">;
def CudaTile_I1Tile : Type<And<[CudaTile_AnyTile.predicate,
    CPred<"::llvm::cast<::tilec::cuda_tile::TileType>($_self).getElementType().isInteger(1)">]>,
    "tile of i1", "::tilec::cuda_tile::TileType">;

def CudaTile_Token : Type<CPred<"::llvm::isa<::tilec::cuda_tile::TokenType>($_self)">, "token",
                          "::tilec::cuda_tile::TokenType">;
def CudaTile_TensorView : Type<CPred<"::llvm::isa<::tilec::cuda_tile::TensorViewType>($_self)">,
                               "tensor_view", "::tilec::cuda_tile::TensorViewType">;
def CudaTile_TileView : Type<CPred<"::tilec::cuda_tile::isTileView($_self)">,
    "tile view (partition_view, strided_view or gather_scatter_view)">;

/// Anything a value of a cuda_tile program may be.
def CudaTile_AnyValue : AnyTypeOf<[CudaTile_AnyTile, CudaTile_Token, CudaTile_TensorView,
                                   CudaTile_TileView]>;

#endif // TILEC_DIALECT_CUDATILE_OPBASE_TD
