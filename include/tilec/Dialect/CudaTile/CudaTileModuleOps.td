//===- CudaTileModuleOps.td - module, entry, testing$func, return -*- tablegen -*-===//
#ifndef TILEC_DIALECT_CUDATILE_MODULEOPS_TD
#define TILEC_DIALECT_CUDATILE_MODULEOPS_TD

include "tilec/Dialect/CudaTile/CudaTileOpBase.td"
include "mlir/IR/RegionKindInterface.td"

def CudaTile_TileModuleOp : CudaTile_Op<"module", [
    IsolatedFromAbove, SymbolTable, Symbol, NoRegionArguments, SingleBlock, NoTerminator,
    DeclareOpInterfaceMethods<OpAsmOpInterface, ["getDefaultDialect"]>]> {
  let summary = "a Tile IR program: globals and kernels";
  let description = [{
    `cuda_tile.module @name` with an optional `attributes {producer = "text"}` and a body
    where every item is an
    `entry`, a `global` or a `testing$func`.
  }];
  let arguments = (ins SymbolNameAttr:$sym_name, OptionalAttr<StrAttr>:$producer);
  let regions = (region SizedRegion<1>:$body);
  let assemblyFormat = "$sym_name attr-dict-with-keyword $body";
  let hasVerifier = 1;
  let skipDefaultBuilders = 1;
  let builders = [OpBuilder<(ins "::llvm::StringRef":$name)>];
  let extraClassDeclaration = [{
    ::mlir::Block &getBodyBlock() { return getBody().front(); }
  }];
}

// Shared by `entry` and `testing$func`: a named function whose arguments are the values its
// single block receives.
class CudaTile_FunctionLikeOp<string mnemonic, list<Trait> traits = []>
    : CudaTile_Op<mnemonic, !listconcat(traits, [
        IsolatedFromAbove, Symbol,
        DeclareOpInterfaceMethods<OpAsmOpInterface, ["getDefaultDialect"]>,
        SingleBlockImplicitTerminator<"ReturnOp">])> {
  let regions = (region SizedRegion<1>:$body);
  let hasCustomAssemblyFormat = 1;
  let hasVerifier = 1;
  code functionExtraDeclaration = [{
    ::mlir::Block &getBodyBlock() { return getBody().front(); }
    ::llvm::ArrayRef<::mlir::Type> getArgumentTypes() { return getFunctionType().getInputs(); }
    ::llvm::ArrayRef<::mlir::Type> getResultTypes() { return getFunctionType().getResults(); }
  }];
}

def CudaTile_EntryOp : CudaTile_FunctionLikeOp<"entry", [HasParent<"TileModuleOp">]> {
  let summary = "a kernel: run once by every tile block of a launch grid";
  let description = [{
    `entry @k(%a: T, ...) [optimization_hints=<...>] { body }`. No results; tile parameters are
    rank-0 tiles (pointers and scalars). A missing `return` at the end is implied.
  }];
  let arguments = (ins SymbolNameAttr:$sym_name,
                       TypeAttrOf<FunctionType>:$function_type,
                       OptionalAttr<CudaTile_OptimizationHintsAttr>:$optimization_hints);
  let extraClassDeclaration = functionExtraDeclaration;
}

// Conformance tests write testing$funcs at the top level of a file as well as in modules. A
// predicate rather than a parent trait, so that the check comes before Symbol's, and so that
// a function parsed into a bare block (as tools that run kernels do) has no parent at all.
def CudaTile_TestingFuncOp : CudaTile_FunctionLikeOp<"testing$func", [
    PredOpTrait<"its parent is a 'cuda_tile.module' or the top level of the file",
                CPred<"!$_op.getParentOp() || ::llvm::isa<::tilec::cuda_tile::TileModuleOp, "
                      "::mlir::ModuleOp>($_op.getParentOp())">>]> {
  let summary = "test-only function with arbitrary arguments and results";
  let description = [{
    `testing$func @f(%a: T, ...) [-> T | -> (T, ...)] { body }`, ended by `return %v : T`.
    Conformance suites use it to test operations on values of any type; it is never launched.
    It stands in a `cuda_tile.module` or at the top level of a file (in a builtin `module`).
  }];
  let arguments = (ins SymbolNameAttr:$sym_name, TypeAttrOf<FunctionType>:$function_type);
  let extraClassDeclaration = functionExtraDeclaration;
}

def CudaTile_ReturnOp : CudaTile_Op<"return", [Terminator, Pure, ReturnLike]> {
  let summary = "end the tile block (entry) or return values (testing$func)";
  let description = [{
    `return [%v, ... : T, ...]`. Only `if`s may stand between a `return` and its function:
    returning from inside a loop is not allowed.
  }];
  let arguments = (ins Variadic<CudaTile_AnyValue>:$operands);
  let builders = [OpBuilder<(ins), [{ build($_builder, $_state, ::mlir::ValueRange()); }]>];
  let assemblyFormat = "attr-dict ($operands^ `:` custom<CudaTileTypeList>(type($operands)))?";
  let hasVerifier = 1;
}

#endif // TILEC_DIALECT_CUDATILE_MODULEOPS_TD
