//===- CudaTileViewOps.td - view operations --------------*- tablegen -*-===//
//
// tensor_view construction, the three tile views, their shape queries, and the token-ordered
// view memory operations (load_view_tko, store_view_tko, atomic_red_view_tko).
// Verifiers and custom directives live in CudaTileViewOps*.cpp.
//
//===----------------------------------------------------------------------===//
#ifndef TILEC_DIALECT_CUDATILE_VIEWOPS_TD
#define TILEC_DIALECT_CUDATILE_VIEWOPS_TD

include "tilec/Dialect/CudaTile/CudaTileOpBase.td"

// An input token's type is never written in custom syntax, so the parser must be able to build
// it.
def CudaTile_InputToken : Type<CudaTile_Token.predicate, "token", "::tilec::cuda_tile::TokenType">,
                          BuildableType<"::tilec::cuda_tile::TokenType::get($_builder.getContext())">;

//===----------------------------------------------------------------------===//
// Construction
//===----------------------------------------------------------------------===//

def CudaTile_MakeTensorViewOp : CudaTile_Op<"make_tensor_view",
    [AttrSizedOperandSegments, NoMemoryEffect]> {
  let summary = "describe a strided tensor in global memory";
  let description = [{
    `%tv = make_tensor_view %base, shape = [s|%v, ...], strides = [st|%v, ...] : [Tidx ->] TV`.
    Static entries are part of the result type; only the values for its `?` entries are operands,
    all of one rank-0 integer type `Tidx` (written once, omitted when there are none). The base
    is a rank-0 tile of pointers to the element type. Not speculatable: a dynamic size or stride
    that is not positive is undefined behaviour.
  }];
  let arguments = (ins CudaTile_AnyTile:$base,
                       Variadic<CudaTile_AnyTile>:$dynamicShape,
                       Variadic<CudaTile_AnyTile>:$dynamicStrides);
  let results = (outs CudaTile_TensorView:$result);
  let hasCustomAssemblyFormat = 1;
  let hasVerifier = 1;
}

// The three tile views share syntax and rule: the operand is the tensor_view named inside the
// result type, so its type is never written.
class CudaTile_MakeTileViewOp<string mnemonic, string viewType, string viewName,
                              string viewSummary>
    : CudaTile_Op<mnemonic, [Pure]> {
  let summary = viewSummary;
  let description = "`%v = " # mnemonic # " %tv : " # viewName # "<...>`.";
  let arguments = (ins CudaTile_TensorView:$tensor_view);
  let results = (outs Type<CPred<"::llvm::isa<::tilec::cuda_tile::" # viewType # ">($_self)">,
                           viewName, "::tilec::cuda_tile::" # viewType>:$result);
  let assemblyFormat = [{
    $tensor_view attr-dict `:` custom<TileViewResult>(type($result), type($tensor_view))
  }];
  let hasVerifier = 1;
}

def CudaTile_MakePartitionViewOp : CudaTile_MakeTileViewOp<"make_partition_view",
    "PartitionViewType", "partition_view", "tile a tensor_view into non-overlapping tiles">;
def CudaTile_MakeStridedViewOp : CudaTile_MakeTileViewOp<"make_strided_view",
    "StridedViewType", "strided_view", "tile a tensor_view with tiles placed at traversal strides">;
def CudaTile_MakeGatherScatterViewOp : CudaTile_MakeTileViewOp<"make_gather_scatter_view",
    "GatherScatterViewType", "gather_scatter_view",
    "view a tensor_view through an index tile along one dimension">;

//===----------------------------------------------------------------------===//
// Shape queries
//===----------------------------------------------------------------------===//

// One rank-0 integer result per dimension, all of one type (written once after `->`). Not
// speculatable: a size that does not fit the result type is undefined behaviour.
class CudaTile_ShapeQueryOp<string mnemonic, Type source, string what>
    : CudaTile_Op<mnemonic, [NoMemoryEffect]> {
  let summary = "the " # what # ", one scalar per dimension";
  let description = "`%s0, ... = " # mnemonic # " %v : T -> tile<iK>`.";
  let arguments = (ins source:$src);
  let results = (outs Variadic<CudaTile_AnyTile>:$result);
  let assemblyFormat = [{
    $src attr-dict `:` custom<CudaTileType>(type($src)) `` custom<UniformResultType>(type($result))
  }];
  let hasVerifier = 1;
}

def CudaTile_GetTensorShapeOp
    : CudaTile_ShapeQueryOp<"get_tensor_shape", CudaTile_TensorView, "sizes of a tensor_view">;
def CudaTile_GetIndexSpaceShapeOp
    : CudaTile_ShapeQueryOp<"get_index_space_shape", CudaTile_TileView,
                            "number of tile positions of a tile view">;

//===----------------------------------------------------------------------===//
// Token-ordered memory operations on tile views
//===----------------------------------------------------------------------===//

def CudaTile_LoadViewTkoOp : CudaTile_Op<"load_view_tko",
    [AttrSizedOperandSegments, MemoryEffects<[MemRead]>]> {
  let summary = "load one tile of a tile view";
  let description = [{
    `%x, %t = load_view_tko ORD [SCOPE] %view[%i, ...] [inbounds = [b, ...]] [token = %tin]
    [optimization_hints = <...>] : VIEW [, Tidx | , Tidx0, Tidx1, ...] -> tile<...>, token`.
    `inbounds` (13.4): per index, the promise that the tile stays inside the tensor along it.
    ORD is weak, relaxed or acquire; a scope is required except for weak. One index per view
    dimension; out-of-bounds elements yield the view's padding value (unspecified without one).
  }];
  let arguments = (ins CudaTile_MemoryOrderingAttr:$memory_ordering_semantics,
                       OptionalAttr<CudaTile_MemoryScopeAttr>:$memory_scope,
                       CudaTile_TileView:$view,
                       Variadic<CudaTile_AnyTile>:$index,
                       Optional<CudaTile_InputToken>:$token,
                       OptionalAttr<CudaTile_OptimizationHintsAttr>:$optimization_hints,
                       OptionalAttr<DenseBoolArrayAttr>:$inbounds);
  let results = (outs CudaTile_AnyTile:$tile, CudaTile_Token:$result_token);
  let assemblyFormat = [{
    $memory_ordering_semantics ($memory_scope^)? $view `[` $index `]`
    `` custom<ViewOpClauses>($inbounds, $token, $optimization_hints) attr-dict `:`
    custom<ViewAndIndexTypes>(type($view), ref($index), type($index)) `->`
    custom<CudaTileType>(type($tile)) `,` custom<CudaTileType>(type($result_token))
  }];
  let hasVerifier = 1;
}

def CudaTile_StoreViewTkoOp : CudaTile_Op<"store_view_tko",
    [AttrSizedOperandSegments, MemoryEffects<[MemWrite]>]> {
  let summary = "store one tile into a tile view";
  let description = [{
    `%t = store_view_tko ORD [SCOPE] %tile, %view[%i, ...] [inbounds = [b, ...]] [token = %tin]
    [optimization_hints = <...>] : T, VIEW [, Tidx | , Tidx0, ...] -> token`.
    ORD is weak, relaxed or release; a scope is required except for weak. Out-of-bounds
    elements are not written.
  }];
  let arguments = (ins CudaTile_MemoryOrderingAttr:$memory_ordering_semantics,
                       OptionalAttr<CudaTile_MemoryScopeAttr>:$memory_scope,
                       CudaTile_AnyTile:$tile,
                       CudaTile_TileView:$view,
                       Variadic<CudaTile_AnyTile>:$index,
                       Optional<CudaTile_InputToken>:$token,
                       OptionalAttr<CudaTile_OptimizationHintsAttr>:$optimization_hints,
                       OptionalAttr<DenseBoolArrayAttr>:$inbounds);
  let results = (outs CudaTile_Token:$result_token);
  let assemblyFormat = [{
    $memory_ordering_semantics ($memory_scope^)? $tile `,` $view `[` $index `]`
    `` custom<ViewOpClauses>($inbounds, $token, $optimization_hints) attr-dict `:`
    custom<CudaTileType>(type($tile)) `,`
    custom<ViewAndIndexTypes>(type($view), ref($index), type($index)) `->`
    custom<CudaTileType>(type($result_token))
  }];
  let hasVerifier = 1;
}

def CudaTile_AtomicRedViewTkoOp : CudaTile_Op<"atomic_red_view_tko",
    [AttrSizedOperandSegments, MemoryEffects<[MemRead, MemWrite]>]> {
  let summary = "atomically combine a tile into a tile view (13.3)";
  let description = [{
    `%t = atomic_red_view_tko relaxed SCOPE %view[%i, ...], MODE, %val [token = %tin]
    : Tval, VIEW [, Tidx, ...] -> token`. For each element of the selected view tile,
    atomically `mem = MODE(mem, val[e])`; no old values are returned. Only `relaxed` with
    scope tl_blk or device; partition or strided views without padding; no `xchg`.
  }];
  let arguments = (ins CudaTile_MemoryOrderingAttr:$memory_ordering_semantics,
                       CudaTile_MemoryScopeAttr:$memory_scope,
                       CudaTile_TileView:$view,
                       Variadic<CudaTile_AnyTile>:$index,
                       CudaTile_AtomicModeAttr:$mode,
                       CudaTile_AnyTile:$value,
                       Optional<CudaTile_InputToken>:$token);
  let results = (outs CudaTile_Token:$result_token);
  let assemblyFormat = [{
    $memory_ordering_semantics $memory_scope $view `[` $index `]` `,` $mode `,` $value
    (`token` `=` $token^)? attr-dict `:`
    custom<CudaTileType>(type($value)) `,`
    custom<ViewAndIndexTypes>(type($view), ref($index), type($index)) `->`
    custom<CudaTileType>(type($result_token))
  }];
  let hasVerifier = 1;
}

//===----------------------------------------------------------------------===//
// 13.5 multimem view ops (tile-ir-13.4-13.5.md §5.1). Their structure follows NVIDIA's
// pre-release encoder [P]; the custom syntax is tilec's own until NVIDIA's is known: the view
// ops' clauses, the reduction as a keyword after the ordering and scope, and the view before the
// tile as in the operand order. Verifiers and CPU meaning: CudaTileMultimemOps.cpp.
//===----------------------------------------------------------------------===//

def CudaTile_MultimemLoadReduceViewTkoOp : CudaTile_Op<"multimem_load_reduce_view_tko",
    [AttrSizedOperandSegments, MemoryEffects<[MemRead]>]> {
  let summary = "load one tile from every replica of a multicast view and reduce them (13.5)";
  let description = [{
    `%x, %t = multimem_load_reduce_view_tko ORD [SCOPE] REDOP %view[%i, ...]
    [inbounds = [b, ...]] [token = %tin] : VIEW [, Tidx] -> tile<...>, token`.
  }];
  let arguments = (ins CudaTile_MemoryOrderingAttr:$memory_ordering_semantics,
                       OptionalAttr<CudaTile_MemoryScopeAttr>:$memory_scope,
                       CudaTile_MultimemReductionAttr:$reduction,
                       CudaTile_TileView:$view,
                       Variadic<CudaTile_AnyTile>:$index,
                       Optional<CudaTile_InputToken>:$token,
                       OptionalAttr<CudaTile_OptimizationHintsAttr>:$optimization_hints,
                       OptionalAttr<DenseBoolArrayAttr>:$inbounds);
  let results = (outs CudaTile_AnyTile:$tile, CudaTile_Token:$result_token);
  let assemblyFormat = [{
    $memory_ordering_semantics ($memory_scope^)? $reduction $view `[` $index `]`
    `` custom<ViewOpClauses>($inbounds, $token, $optimization_hints) attr-dict `:`
    custom<ViewAndIndexTypes>(type($view), ref($index), type($index)) `->`
    custom<CudaTileType>(type($tile)) `,` custom<CudaTileType>(type($result_token))
  }];
  let hasVerifier = 1;
}

def CudaTile_MultimemReduceViewTkoOp : CudaTile_Op<"multimem_reduce_view_tko",
    [AttrSizedOperandSegments, MemoryEffects<[MemRead, MemWrite]>]> {
  let summary = "atomically combine a tile into every replica of a multicast view (13.5)";
  let description = [{
    `%t = multimem_reduce_view_tko ORD SCOPE REDOP %view[%i, ...], %tile [inbounds = [b, ...]]
    [token = %tin] : T, VIEW [, Tidx] -> token`.
  }];
  let arguments = (ins CudaTile_MemoryOrderingAttr:$memory_ordering_semantics,
                       CudaTile_MemoryScopeAttr:$memory_scope,
                       CudaTile_MultimemReductionAttr:$reduction,
                       CudaTile_TileView:$view,
                       CudaTile_AnyTile:$tile,
                       Variadic<CudaTile_AnyTile>:$index,
                       Optional<CudaTile_InputToken>:$token,
                       OptionalAttr<CudaTile_OptimizationHintsAttr>:$optimization_hints,
                       OptionalAttr<DenseBoolArrayAttr>:$inbounds);
  let results = (outs CudaTile_Token:$result_token);
  let assemblyFormat = [{
    $memory_ordering_semantics $memory_scope $reduction $view `[` $index `]` `,` $tile
    `` custom<ViewOpClauses>($inbounds, $token, $optimization_hints) attr-dict `:`
    custom<CudaTileType>(type($tile)) `,`
    custom<ViewAndIndexTypes>(type($view), ref($index), type($index)) `->`
    custom<CudaTileType>(type($result_token))
  }];
  let hasVerifier = 1;
}

def CudaTile_MultimemStoreViewTkoOp : CudaTile_Op<"multimem_store_view_tko",
    [AttrSizedOperandSegments, MemoryEffects<[MemWrite]>]> {
  let summary = "store a tile into every replica of a multicast view (13.5)";
  let description = [{
    `%t = multimem_store_view_tko ORD [SCOPE] %view[%i, ...], %tile [inbounds = [b, ...]]
    [token = %tin] : T, VIEW [, Tidx] -> token`.
  }];
  let arguments = (ins CudaTile_MemoryOrderingAttr:$memory_ordering_semantics,
                       OptionalAttr<CudaTile_MemoryScopeAttr>:$memory_scope,
                       CudaTile_TileView:$view,
                       CudaTile_AnyTile:$tile,
                       Variadic<CudaTile_AnyTile>:$index,
                       Optional<CudaTile_InputToken>:$token,
                       OptionalAttr<CudaTile_OptimizationHintsAttr>:$optimization_hints,
                       OptionalAttr<DenseBoolArrayAttr>:$inbounds);
  let results = (outs CudaTile_Token:$result_token);
  let assemblyFormat = [{
    $memory_ordering_semantics ($memory_scope^)? $view `[` $index `]` `,` $tile
    `` custom<ViewOpClauses>($inbounds, $token, $optimization_hints) attr-dict `:`
    custom<CudaTileType>(type($tile)) `,`
    custom<ViewAndIndexTypes>(type($view), ref($index), type($index)) `->`
    custom<CudaTileType>(type($result_token))
  }];
  let hasVerifier = 1;
}

#endif // TILEC_DIALECT_CUDATILE_VIEWOPS_TD
