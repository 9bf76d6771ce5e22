//===- CudaTileDebugInfoAttrs.td - debug info attributes --------*- tablegen -*-===//
//
// Source-level debug information (tile-ir-syntax.md §2 "Debug info"): files, compile units,
// subprograms and lexical blocks form the scope tree; `di_loc` is a location attribute that
// places an operation at a source position inside one of those scopes, written in `loc(...)`.
// Included by CudaTileAttrs.td.
//
//===----------------------------------------------------------------------===//
#ifndef TILEC_DIALECT_CUDATILE_DEBUGINFOATTRS_TD
#define TILEC_DIALECT_CUDATILE_DEBUGINFOATTRS_TD

include "mlir/IR/OpAsmInterface.td"

// Scope attributes print through aliases named after their mnemonic (`#di_file = ...`), so
// that locations referring to them stay short.
class CudaTile_DIAttr<string name, string attrMnemonic>
    : AttrDef<CudaTile_Dialect, name,
              [DeclareAttrInterfaceMethods<OpAsmAttrInterface, ["getAlias"]>]> {
  let mnemonic = attrMnemonic;
}

def CudaTile_DIFileAttr : CudaTile_DIAttr<"DIFile", "di_file"> {
  let summary = "a source file: `<\"f.py\" in \"/dir\">`";
  let parameters = (ins "::mlir::StringAttr":$name, "::mlir::StringAttr":$directory);
  let assemblyFormat = "`<` $name `in` $directory `>`";
}

def CudaTile_DICompileUnitAttr : CudaTile_DIAttr<"DICompileUnit", "di_compile_unit"> {
  let summary = "the unit a source file was compiled as";
  let parameters = (ins "::tilec::cuda_tile::DIFileAttr":$file);
  let assemblyFormat = "`<` struct(params) `>`";
}

def CudaTile_DISubprogramAttr : CudaTile_DIAttr<"DISubprogram", "di_subprogram"> {
  let summary = "a source function";
  let parameters = (ins "::tilec::cuda_tile::DIFileAttr":$file, "unsigned":$line,
                        "::mlir::StringAttr":$name, "::mlir::StringAttr":$linkageName,
                        "::tilec::cuda_tile::DICompileUnitAttr":$compileUnit,
                        OptionalParameter<"std::optional<unsigned>">:$scopeLine);
  let assemblyFormat = "`<` struct(params) `>`";
}

def CudaTile_DILexicalBlockAttr : CudaTile_DIAttr<"DILexicalBlock", "di_lexical_block"> {
  let summary = "a block scope nested in a subprogram or in another block";
  let parameters = (ins "::mlir::Attribute":$scope, "::tilec::cuda_tile::DIFileAttr":$file,
                        "unsigned":$line, OptionalParameter<"std::optional<unsigned>">:$column);
  let assemblyFormat = "`<` struct(params) `>`";
  let genVerifyDecl = 1;
}

def CudaTile_DILocAttr : LocationAttrDef<CudaTile_Dialect, "DILoc"> {
  let summary = "a source position inside a debug-info scope";
  let description = [{
    `#cuda_tile.di_loc<loc("f.py":7:8) in #scope>` where the scope is a `di_subprogram` or a
    `di_lexical_block`; used as an operation's location: `loc(#cuda_tile.di_loc<...>)`.
  }];
  let mnemonic = "di_loc";
  let parameters = (ins "::mlir::FileLineColLoc":$sourceLoc, "::mlir::Attribute":$scope);
  // Hand-written so that the source position prints inline, as written, instead of through a
  // `#loc` alias.
  let hasCustomAssemblyFormat = 1;
  let genVerifyDecl = 1;
}

#endif // TILEC_DIALECT_CUDATILE_DEBUGINFOATTRS_TD
