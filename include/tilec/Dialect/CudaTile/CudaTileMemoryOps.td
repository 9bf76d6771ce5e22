//===- CudaTileMemoryOps.td - tokens, alloca, pointer loads/stores, atomics -*- tablegen -*-===//
//
// tile-ir-ops.md §3.7 and the ordering/scope table of §1.6. Every memory access is
// token-ordered: it takes an optional `token=%t` and yields a new token. Memory ordering,
// scope and atomic mode are plain i32 attributes in generic form (tile-ir-syntax.md §2) and
// keywords in the custom syntax, which is hand-written because the operand list and the type
// list after `:` both depend on which optional operands are present.
//
//===----------------------------------------------------------------------===//
#ifndef TILEC_DIALECT_CUDATILE_MEMORYOPS_TD
#define TILEC_DIALECT_CUDATILE_MEMORYOPS_TD

include "tilec/Dialect/CudaTile/CudaTileOpBase.td"

// A token whose type ODS can build itself, so the custom syntax need not spell it for
// operands and builders need not pass it for results.
def CudaTile_BuildableToken : Type<CudaTile_Token.predicate, "token",
                                   "::tilec::cuda_tile::TokenType">,
    BuildableType<"::tilec::cuda_tile::TokenType::get($_builder.getContext())">;

//===----------------------------------------------------------------------===//
// Tokens
//===----------------------------------------------------------------------===//

def CudaTile_MakeTokenOp : CudaTile_Op<"make_token", [Pure]> {
  let summary = "a fresh token with no predecessors";
  let description = [{ `%t = make_token : token` starts a token chain. }];
  let results = (outs CudaTile_BuildableToken:$result);
  let assemblyFormat = "attr-dict `:` custom<CudaTileType>(type($result))";
}

def CudaTile_JoinTokensOp : CudaTile_Op<"join_tokens", [Pure]> {
  let summary = "a token that waits for all its input tokens";
  let description = [{ `%t = join_tokens %a, %b, ... : token`, at least two inputs. }];
  let arguments = (ins Variadic<CudaTile_BuildableToken>:$tokens);
  let results = (outs CudaTile_BuildableToken:$result);
  let assemblyFormat = "$tokens attr-dict `:` custom<CudaTileType>(type($result))";
  let hasVerifier = 1;
}

//===----------------------------------------------------------------------===//
// alloca
//===----------------------------------------------------------------------===//

def CudaTile_AllocaOp : CudaTile_Op<"alloca"> {
  let summary = "storage for N elements, private to the tile block unless `global`";
  let description = [{
    `%p = alloca num_elem = N, alignment = A [global] : tile<ptr<E>>` (13.3). The storage
    lives until the enclosing block ends (each iteration of a loop body gets its own).
  }];
  let arguments = (ins I64Attr:$num_elem, I64Attr:$alignment, UnitAttr:$global);
  let results = (outs Res<CudaTile_PointerTile, "pointer to the storage", [MemAlloc]>:$result);
  let assemblyFormat = [{
    `num_elem` `=` $num_elem `,` `alignment` `=` $alignment (`global` $global^)? attr-dict
    `:` custom<CudaTileType>(type($result))
  }];
  let hasVerifier = 1;
}

//===----------------------------------------------------------------------===//
// Loads and stores through pointer tiles
//===----------------------------------------------------------------------===//

// Ordering, scope and the input token, common to every token-ordered pointer access.
class CudaTile_PointerAccessOp<string mnemonic, list<Trait> traits = []>
    : CudaTile_Op<mnemonic, !listconcat(traits, [AttrSizedOperandSegments])> {
  let hasCustomAssemblyFormat = 1;
  let hasVerifier = 1;
}

def CudaTile_LoadPtrTkoOp : CudaTile_PointerAccessOp<"load_ptr_tko"> {
  let summary = "gather: read the element each pointer points to";
  let description = [{
    `%v, %t = load_ptr_tko ORD [SCOPE] %ptrs [, %mask [, %pad]] [token=%tin]
    [optimization_hints = <...>] : Tp [, Tmask [, Tpad]] -> T, token`.
    Masked-off lanes are not accessed and yield `%pad` (undefined without it).
  }];
  let arguments = (ins CudaTile_MemoryOrderingAttr:$memory_ordering_semantics,
                       OptionalAttr<CudaTile_MemoryScopeAttr>:$memory_scope,
                       Arg<CudaTile_PointerTile, "pointers to read", [MemRead]>:$source,
                       Optional<CudaTile_I1Tile>:$mask,
                       Optional<CudaTile_AnyTile>:$padding,
                       Optional<CudaTile_Token>:$token,
                       OptionalAttr<CudaTile_OptimizationHintsAttr>:$optimization_hints);
  let results = (outs CudaTile_AnyTile:$result, CudaTile_BuildableToken:$result_token);
}

def CudaTile_StorePtrTkoOp : CudaTile_PointerAccessOp<"store_ptr_tko"> {
  let summary = "scatter: write each element to the place its pointer points to";
  let description = [{
    `%t = store_ptr_tko ORD [SCOPE] %ptrs, %val [, %mask] [token=%tin]
    [optimization_hints = <...>] : Tp, Tv [, Tmask] -> token`.
  }];
  let arguments = (ins CudaTile_MemoryOrderingAttr:$memory_ordering_semantics,
                       OptionalAttr<CudaTile_MemoryScopeAttr>:$memory_scope,
                       Arg<CudaTile_PointerTile, "pointers to write", [MemWrite]>:$destination,
                       CudaTile_AnyTile:$value,
                       Optional<CudaTile_I1Tile>:$mask,
                       Optional<CudaTile_Token>:$token,
                       OptionalAttr<CudaTile_OptimizationHintsAttr>:$optimization_hints);
  let results = (outs CudaTile_BuildableToken:$result_token);
}

//===----------------------------------------------------------------------===//
// Atomics through pointer tiles
//===----------------------------------------------------------------------===//

def CudaTile_AtomicRMWTkoOp : CudaTile_PointerAccessOp<"atomic_rmw_tko"> {
  let summary = "per element, atomically: old = *p; *p = MODE(old, arg); return old";
  let description = [{
    `%old, %t = atomic_rmw_tko ORD SCOPE %ptrs, MODE, %arg [, %mask] [token=%tin]
    : Tp, Tv [, Tmask] -> T, token`.
  }];
  let arguments = (ins CudaTile_MemoryOrderingAttr:$memory_ordering_semantics,
                       OptionalAttr<CudaTile_MemoryScopeAttr>:$memory_scope,
                       CudaTile_AtomicModeAttr:$mode,
                       Arg<CudaTile_PointerTile, "pointers to update",
                           [MemRead, MemWrite]>:$pointers,
                       CudaTile_AnyTile:$arg,
                       Optional<CudaTile_I1Tile>:$mask,
                       Optional<CudaTile_Token>:$token);
  let results = (outs CudaTile_AnyTile:$result, CudaTile_BuildableToken:$result_token);
}

def CudaTile_AtomicCASTkoOp : CudaTile_PointerAccessOp<"atomic_cas_tko"> {
  let summary = "per element, atomically: old = *p; if bits(old) == bits(cmp) *p = val";
  let description = [{
    `%old, %t = atomic_cas_tko ORD SCOPE %ptrs, %cmp, %val [, %mask] [token=%tin]
    : Tp, Tv [, Tmask] -> T, token`; `Tv` is the type of both `%cmp` and `%val`.
  }];
  let arguments = (ins CudaTile_MemoryOrderingAttr:$memory_ordering_semantics,
                       OptionalAttr<CudaTile_MemoryScopeAttr>:$memory_scope,
                       Arg<CudaTile_PointerTile, "pointers to update",
                           [MemRead, MemWrite]>:$pointers,
                       CudaTile_AnyTile:$cmp,
                       CudaTile_AnyTile:$val,
                       Optional<CudaTile_I1Tile>:$mask,
                       Optional<CudaTile_Token>:$token);
  let results = (outs CudaTile_AnyTile:$result, CudaTile_BuildableToken:$result_token);
}

//===----------------------------------------------------------------------===//
// Tile IR 13.4: grid dependency control and the alias fence (tile-ir-13.4-13.5.md §3.3, §3.4)
//===----------------------------------------------------------------------===//

// `%t = OP [token = %tin] -> token`. Scheduling signals between dependent launches; they order
// no memory themselves, but must stay where the token chain puts them (hence the effects).
class CudaTile_GridDependencyOp<string mnemonic, string summaryText>
    : CudaTile_Op<mnemonic, [MemoryEffects<[MemRead, MemWrite]>]> {
  let summary = summaryText;
  let arguments = (ins Optional<CudaTile_BuildableToken>:$token);
  let results = (outs CudaTile_BuildableToken:$result_token);
  let assemblyFormat =
      "(`token` `=` $token^)? attr-dict `->` custom<CudaTileType>(type($result_token))";
}

def CudaTile_GdcLaunchDependentsTkoOp : CudaTile_GridDependencyOp<"gdc_launch_dependents_tko",
    "let the dependent grid start once every tile block has signalled or finished (13.4)">;
def CudaTile_GdcWaitTkoOp : CudaTile_GridDependencyOp<"gdc_wait_tko",
    "wait until the prerequisite grid has completed; acquire for token-ordered successors (13.4)">;

def CudaTile_MemoryFenceAliasTkoOp : CudaTile_Op<"memory_fence_alias_tko",
    [MemoryEffects<[MemRead, MemWrite]>]> {
  let summary = "order accesses to memory mapped at several addresses (13.4)";
  let description = [{
    `%t = memory_fence_alias_tko %tin`, the form NVIDIA's disassembler prints; `token = %tin`
    and a trailing `-> token` are read too. The token operand is required.
  }];
  let arguments = (ins CudaTile_Token:$token);
  let results = (outs CudaTile_BuildableToken:$result_token);
  let hasCustomAssemblyFormat = 1;
}

#endif // TILEC_DIALECT_CUDATILE_MEMORYOPS_TD
