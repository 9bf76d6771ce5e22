//===- CudaTileControlFlowOps.td - control-flow operations --------------*- tablegen -*-===//
//
// Structured control flow (if, for, loop and their terminators continue, break, yield), the
// region-carrying reductions reduce and scan, and assert. Regions are single-block; values
// from outside may be used inside. Syntax and rules: tile-ir-ops.md §3.6 and §3.1.
//
//===----------------------------------------------------------------------===//
#ifndef TILEC_DIALECT_CUDATILE_CONTROLFLOWOPS_TD
#define TILEC_DIALECT_CUDATILE_CONTROLFLOWOPS_TD

include "tilec/Dialect/CudaTile/CudaTileOpBase.td"

// Ops with regions keep the `cuda_tile.` prefix optional inside them, as module and entry do:
// the parser does not inherit a default dialect through ops that do not name one.
defvar CudaTile_DefaultDialectInRegions =
    DeclareOpInterfaceMethods<OpAsmOpInterface, ["getDefaultDialect"]>;

/// The condition of an `if`: a single i1.
def CudaTile_ScalarI1Tile : Type<And<[CudaTile_ScalarTile.predicate, CudaTile_I1Tile.predicate]>,
    "rank-0 tile of i1", "::tilec::cuda_tile::TileType">;

//===----------------------------------------------------------------------===//
// Structured control flow
//===----------------------------------------------------------------------===//

def CudaTile_IfOp : CudaTile_Op<"if", [RecursiveMemoryEffects, NoRegionArguments,
                                           CudaTile_DefaultDialectInRegions]> {
  let summary = "run one of two single-block regions depending on a condition";
  let description = [{
    `[%r, ... =] if %c [-> (T, ...)] { ... }`, optionally followed by `else { ... }`. A branch
    ends in `yield` (whose values become the results), or in `break`, `continue` or `return` to
    leave the enclosing loop or function. An operand-less `yield` is implied and not printed.
  }];
  let arguments = (ins CudaTile_ScalarI1Tile:$condition);
  let results = (outs Variadic<CudaTile_AnyValue>:$results);
  let regions = (region SizedRegion<1>:$thenRegion, MaxSizedRegion<1>:$elseRegion);
  let hasCustomAssemblyFormat = 1;
  let hasVerifier = 1;
}

// `for` names its result and block arguments as NVIDIA's printer does (CudaTileAsmNames.cpp).
def CudaTile_ForOp : CudaTile_Op<"for", [RecursiveMemoryEffects,
    DeclareOpInterfaceMethods<OpAsmOpInterface,
        ["getDefaultDialect", "getAsmResultNames", "getAsmBlockArgumentNames"]>]> {
  let summary = "counted loop with loop-carried values";
  let description = [{
    `[%r, ... =] for [unsigned] %iv in (%lb to %ub, step %s) : tile<iN>
     [iter_values(%x = %init, ...) -> (T, ...)] { ... continue %v, ... : T, ... }`.
    The body's block arguments are the induction variable followed by the carried values. An
    operand-less `continue` is implied and not printed. `unsigned` compares the bounds unsigned.
  }];
  let arguments = (ins CudaTile_AnyValue:$lowerBound, CudaTile_AnyValue:$upperBound,
                       CudaTile_AnyValue:$step, Variadic<CudaTile_AnyValue>:$initValues,
                       UnitAttr:$unsignedCmp);
  let results = (outs Variadic<CudaTile_AnyValue>:$results);
  let regions = (region SizedRegion<1>:$body);
  let hasCustomAssemblyFormat = 1;
  let hasVerifier = 1;
  let extraClassDeclaration = [{
    ::mlir::Block &getBodyBlock() { return getBody().front(); }
    ::mlir::BlockArgument getInductionVar() { return getBodyBlock().getArgument(0); }
  }];
}

def CudaTile_LoopOp : CudaTile_Op<"loop", [RecursiveMemoryEffects,
                                              CudaTile_DefaultDialectInRegions]> {
  let summary = "loop repeated until a `break`";
  let description = [{
    `[%r, ... =] loop [iter_values(%x = %init, ...) : T, ... [-> R, ...]] { ... }`, or
    `%r = loop : R, ... { ... }` without carried values. `continue %v` starts the next iteration
    with carried values %v; `break %r` leaves the loop with results %r, whose types may differ
    from the carried ones. An operand-less `continue` is implied and not printed.
  }];
  let arguments = (ins Variadic<CudaTile_AnyValue>:$initValues);
  let results = (outs Variadic<CudaTile_AnyValue>:$results);
  let regions = (region SizedRegion<1>:$body);
  let hasCustomAssemblyFormat = 1;
  let hasVerifier = 1;
  let extraClassDeclaration = [{
    ::mlir::Block &getBodyBlock() { return getBody().front(); }
  }];
}

def CudaTile_ContinueOp : CudaTile_Op<"continue", [Terminator, Pure]> {
  let summary = "start the next iteration of the innermost for/loop";
  let description = [{
    `continue [%v, ... : T, ...]`; the values are the next carried values. Only `if`s may stand
    between a `continue` and its loop.
  }];
  let arguments = (ins Variadic<CudaTile_AnyValue>:$operands);
  let builders = [OpBuilder<(ins), [{ build($_builder, $_state, ::mlir::ValueRange()); }]>];
  let assemblyFormat = "attr-dict ($operands^ `:` custom<CudaTileTypeList>(type($operands)))?";
  let hasVerifier = 1;
}

def CudaTile_BreakOp : CudaTile_Op<"break", [Terminator, Pure]> {
  let summary = "leave the innermost `loop` with results";
  let description = [{
    `break [%v, ... : T, ...]`. Only `if`s may stand between a `break` and its `loop`; a `for`
    cannot be left early.
  }];
  let arguments = (ins Variadic<CudaTile_AnyValue>:$operands);
  let assemblyFormat = "attr-dict ($operands^ `:` custom<CudaTileTypeList>(type($operands)))?";
  let hasVerifier = 1;
}

def CudaTile_YieldOp : CudaTile_Op<"yield", [Terminator, Pure]> {
  let summary = "results of an `if` branch or of a `reduce`/`scan` body";
  let description = [{ `yield [%v, ... : T, ...]`. }];
  let arguments = (ins Variadic<CudaTile_AnyValue>:$operands);
  let builders = [OpBuilder<(ins), [{ build($_builder, $_state, ::mlir::ValueRange()); }]>];
  let assemblyFormat = "attr-dict ($operands^ `:` custom<CudaTileTypeList>(type($operands)))?";
  let hasVerifier = 1;
}

//===----------------------------------------------------------------------===//
// Reductions
//===----------------------------------------------------------------------===//

// The combining body is pure, so the reductions themselves are.
class CudaTile_ReductionOp<string mnemonic,
                           list<Trait> asmTraits = [CudaTile_DefaultDialectInRegions]>
    : CudaTile_Op<mnemonic, !listconcat([Pure], asmTraits)> {
  let results = (outs Variadic<CudaTile_AnyTile>:$results);
  let regions = (region SizedRegion<1>:$body);
  let hasCustomAssemblyFormat = 1;
  let hasVerifier = 1;
}

// reduce names its results and combiner arguments as NVIDIA's printer does (CudaTileAsmNames.cpp).
def CudaTile_ReduceOp : CudaTile_ReductionOp<"reduce", [DeclareOpInterfaceMethods<OpAsmOpInterface,
    ["getDefaultDialect", "getAsmResultNames", "getAsmBlockArgumentNames"]>]> {
  let summary = "combine the elements of tiles along one dimension";
  let description = [{
    `%r, ... = reduce %x, ... dim=D identities=[v : E, ...] : T, ... -> R, ...` followed by the
    combining body `(%e0: tile<E0>, %acc0: tile<E0>, ...) { ... yield %n0, ... }`. R is T without
    dimension D.
  }];
  let arguments = (ins Variadic<CudaTile_AnyTile>:$operands, I32Attr:$dim,
                       ArrayAttr:$identities);
}

def CudaTile_ScanOp : CudaTile_ReductionOp<"scan"> {
  let summary = "inclusive prefix combination of tiles along one dimension";
  let description = [{
    `%r, ... = scan %x, ... dim=D reverse={false|true} identities=[v : E, ...] : T, ... -> T, ...`
    followed by a combining body as for `reduce`.
  }];
  let arguments = (ins Variadic<CudaTile_AnyTile>:$operands, I32Attr:$dim, BoolAttr:$reverse,
                       ArrayAttr:$identities);
}

//===----------------------------------------------------------------------===//
// assert
//===----------------------------------------------------------------------===//

def CudaTile_AssertOp : CudaTile_Op<"assert", [MemoryEffects<[MemWrite]>]> {
  let summary = "report every element of an i1 tile that is false";
  let description = [{
    `assert %c, "message" : tile<...xi1>`. A failure is reported to the host; it is a side
    effect, so the op is never removed or hoisted.
  }];
  let arguments = (ins CudaTile_I1Tile:$condition, StrAttr:$message);
  let assemblyFormat = "$condition `,` $message attr-dict `:` custom<CudaTileType>(type($condition))";
}

#endif // TILEC_DIALECT_CUDATILE_CONTROLFLOWOPS_TD
