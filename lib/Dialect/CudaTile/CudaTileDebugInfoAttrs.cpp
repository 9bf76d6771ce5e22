//===- CudaTileDebugInfoAttrs.cpp - debug info attributes -----------------===//
//
// The attribute classes and their syntax are generated into CudaTileAttrs.cpp.inc; this file
// holds their aliases, the rules on scopes and the syntax of `di_loc`.
//
//===----------------------------------------------------------------------===//
#include "tilec/Dialect/CudaTile/CudaTileAttrs.h"

#include "mlir/IR/DialectImplementation.h"

using namespace mlir;
using namespace tilec::cuda_tile;

OpAsmAliasResult DIFileAttr::getAlias(raw_ostream &os) const {
  os << "di_file";
  return OpAsmAliasResult::OverridableAlias;
}

OpAsmAliasResult DICompileUnitAttr::getAlias(raw_ostream &os) const {
  os << "di_compile_unit";
  return OpAsmAliasResult::OverridableAlias;
}

OpAsmAliasResult DISubprogramAttr::getAlias(raw_ostream &os) const {
  os << "di_subprogram";
  return OpAsmAliasResult::OverridableAlias;
}

OpAsmAliasResult DILexicalBlockAttr::getAlias(raw_ostream &os) const {
  os << "di_lexical_block";
  return OpAsmAliasResult::OverridableAlias;
}

/// Locations and lexical blocks nest inside subprograms or other lexical blocks.
static LogicalResult verifyScope(function_ref<InFlightDiagnostic()> emitError, StringRef attrName,
                                 Attribute scope) {
  if (isa<DISubprogramAttr, DILexicalBlockAttr>(scope))
    return success();
  return emitError() << "'" << attrName
                     << "' scope must be a di_subprogram or a di_lexical_block, got " << scope;
}

LogicalResult DILexicalBlockAttr::verify(function_ref<InFlightDiagnostic()> emitError,
                                         Attribute scope, DIFileAttr, unsigned,
                                         std::optional<unsigned>) {
  return verifyScope(emitError, "di_lexical_block", scope);
}

LogicalResult DILocAttr::verify(function_ref<InFlightDiagnostic()> emitError, FileLineColLoc,
                                Attribute scope) {
  return verifyScope(emitError, "di_loc", scope);
}

//===----------------------------------------------------------------------===//
// di_loc: `<loc("f.py":7:8) in #scope>`
//===----------------------------------------------------------------------===//

Attribute DILocAttr::parse(AsmParser &parser, Type) {
  SMLoc loc = parser.getCurrentLocation();
  FileLineColLoc sourceLoc;
  Attribute scope;
  if (parser.parseLess() || parser.parseAttribute(sourceLoc) || parser.parseKeyword("in") ||
      parser.parseAttribute(scope) || parser.parseGreater())
    return {};
  return getChecked([&] { return parser.emitError(loc); }, parser.getContext(), sourceLoc, scope);
}

void DILocAttr::print(AsmPrinter &printer) const {
  FileLineColLoc sourceLoc = getSourceLoc();
  printer << "<loc(";
  printer.printString(sourceLoc.getFilename().getValue());
  printer << ':' << sourceLoc.getLine() << ':' << sourceLoc.getColumn() << ") in ";
  printer.printAttribute(getScope());
  printer << '>';
}
