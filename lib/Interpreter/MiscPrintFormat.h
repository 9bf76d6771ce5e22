//===- MiscPrintFormat.h - the printf-style output of print_tko -*- C++ -*-===//
//
// print_tko formats like C printf, but every operand is a tile (tile-ir-ops.md §1.7, §3.9).
//
//===----------------------------------------------------------------------===//
#ifndef TILEC_LIB_INTERPRETER_MISCPRINTFORMAT_H
#define TILEC_LIB_INTERPRETER_MISCPRINTFORMAT_H

#include "tilec/Interpreter/RuntimeValue.h"

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"

#include <string>

namespace tilec::interp {

/// Expands `format`, consuming one tile of `operands` per conversion specification (the
/// verifier made the counts equal), as tilec::runtime::formatPrint renders it.
llvm::Expected<std::string> formatPrint(llvm::StringRef format,
                                        llvm::ArrayRef<const TileValue *> operands);

} // namespace tilec::interp

#endif // TILEC_LIB_INTERPRETER_MISCPRINTFORMAT_H
