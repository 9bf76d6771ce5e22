//===- CudaTileDebugScopes.cpp - debug-info scopes agree with the code ---------===//
//
// The rules are listed in CudaTileDebugScopes.h. They relate operations to the function that
// holds them, so they are checked for a whole module (or a lone testing$func) at once rather
// than by each operation's verifier. Errors go to the holder's location without the holder
// attached: printing a whole module after one message would bury it.
//
//===----------------------------------------------------------------------===//
#include "tilec/Dialect/CudaTile/CudaTileDebugScopes.h"
#include "tilec/Dialect/CudaTile/CudaTileAttrs.h"
#include "tilec/Dialect/CudaTile/CudaTileModuleOps.h"
#include "tilec/Dialect/CudaTile/CudaTileShapeOps.h"

#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/SymbolTable.h"

using namespace mlir;
using namespace tilec::cuda_tile;

namespace {

/// The debug location in `op`'s location, if any (it may be wrapped, e.g. in a fused location).
DILocAttr getDebugLoc(Operation *op) { return op->getLoc()->findInstanceOf<DILocAttr>(); }

/// The subprogram a scope belongs to: itself, or the one its lexical blocks nest in.
DISubprogramAttr getSubprogram(Attribute scope) {
  while (auto block = dyn_cast_or_null<DILexicalBlockAttr>(scope))
    scope = block.getScope();
  return dyn_cast_or_null<DISubprogramAttr>(scope);
}

/// `di_subprogram "vadd" with linkageName "vadd_impl"` or `di_lexical_block at f.py:3:4 in
/// <its parent>`: a scope named by what a reader finds in the source.
void describeScope(InFlightDiagnostic &diag, Attribute scope) {
  if (auto subprogram = dyn_cast<DISubprogramAttr>(scope)) {
    diag << "di_subprogram \"" << subprogram.getName().getValue() << "\" with linkageName \""
         << subprogram.getLinkageName().getValue() << "\"";
    return;
  }
  if (auto block = dyn_cast<DILexicalBlockAttr>(scope)) {
    diag << "di_lexical_block at " << block.getFile().getName().getValue() << ':'
         << block.getLine();
    if (std::optional<unsigned> column = block.getColumn())
      diag << ':' << *column;
    diag << " in ";
    describeScope(diag, block.getScope());
    return;
  }
  diag << scope;
}

/// `'entry' @k` or `'cuda_tile.addi' at kernel.py:9:2`.
void describeOp(InFlightDiagnostic &diag, Operation *op, DILocAttr debugLoc) {
  diag << "'" << op->getName() << "'";
  if (auto symbol = op->getAttrOfType<StringAttr>(SymbolTable::getSymbolAttrName()))
    diag << " @" << symbol.getValue();
  if (debugLoc) {
    FileLineColLoc source = debugLoc.getSourceLoc();
    diag << " at " << source.getFilename().getValue() << ':' << source.getLine() << ':'
         << source.getColumn();
  }
}

/// Checks one function: its own scope, then the scope of every operation in its body.
LogicalResult verifyFunctionScopes(Operation *function, Operation *holder) {
  DILocAttr functionLoc = getDebugLoc(function);
  DISubprogramAttr subprogram;
  if (functionLoc) {
    subprogram = dyn_cast<DISubprogramAttr>(functionLoc.getScope());
    if (!subprogram) {
      InFlightDiagnostic diag = emitError(holder->getLoc());
      describeOp(diag, function, functionLoc);
      diag << " has debug scope ";
      describeScope(diag, functionLoc.getScope());
      diag << ", but the scope of a function must be its di_subprogram";
      return diag;
    }
    // A function without a name (possible in the generic form) is reported by its own verifier.
    auto symbol = function->getAttrOfType<StringAttr>(SymbolTable::getSymbolAttrName());
    StringRef name = symbol ? symbol.getValue() : StringRef();
    if (symbol && subprogram.getLinkageName().getValue() != name) {
      InFlightDiagnostic diag = emitError(holder->getLoc());
      describeOp(diag, function, functionLoc);
      diag << " has debug scope ";
      describeScope(diag, subprogram);
      diag << ", but a function's di_subprogram must have the function's name \"" << name
           << "\" as its linkageName";
      return diag;
    }
  }

  WalkResult walk = function->walk([&](Operation *op) {
    if (op == function)
      return WalkResult::advance();
    DILocAttr opLoc = getDebugLoc(op);
    if (!opLoc || (subprogram && getSubprogram(opLoc.getScope()) == subprogram))
      return WalkResult::advance();
    InFlightDiagnostic diag = emitError(holder->getLoc());
    describeOp(diag, op, opLoc);
    diag << " has debug scope ";
    describeScope(diag, opLoc.getScope());
    if (!subprogram) {
      diag << ", but its function ";
      describeOp(diag, function, /*debugLoc=*/{});
      diag << " has no debug scope; operations have scopes only in functions that have one";
    } else {
      diag << ", which is not inside the scope of its function ";
      describeOp(diag, function, /*debugLoc=*/{});
      diag << ", ";
      describeScope(diag, subprogram);
    }
    return WalkResult::interrupt();
  });
  return failure(walk.wasInterrupted());
}

} // namespace

LogicalResult tilec::cuda_tile::verifyDebugScopes(Operation *holder) {
  if (isa<TestingFuncOp, EntryOp>(holder))
    return verifyFunctionScopes(holder, holder);
  for (Operation &item : holder->getRegion(0).front()) {
    if (isa<EntryOp, TestingFuncOp>(item)) {
      if (failed(verifyFunctionScopes(&item, holder)))
        return failure();
      continue;
    }
    if (!isa<GlobalOp>(item))
      continue;
    if (DILocAttr globalLoc = getDebugLoc(&item)) {
      InFlightDiagnostic diag = emitError(holder->getLoc());
      describeOp(diag, &item, globalLoc);
      diag << " has debug scope ";
      describeScope(diag, globalLoc.getScope());
      diag << ", but globals have no debug scope";
      return diag;
    }
  }
  return success();
}
