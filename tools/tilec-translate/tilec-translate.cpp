//===- tilec-translate.cpp - Tile IR text <-> bytecode --------------------===//
//
// The MLIR translate driver with the flags of NVIDIA's translator, so bytecode test suites run
// against it unchanged:
//   -mlir-to-cudatilebc       write the cuda_tile.module of the input as .tileirbc
//   -cudatilebc-to-mlir       read a .tileirbc file and print the module
//   -test-cudatile-roundtrip  text -> bytecode -> text for every cuda_tile.module of the input
//   -bytecode-version=13.x    the version written (default: the newest), --list-versions
// plus MLIR's -no-implicit-module, -split-input-file, -verify-diagnostics,
// -allow-unregistered-dialect and -o.
//
//===----------------------------------------------------------------------===//
#include "tilec/Bytecode/BytecodeReader.h"
#include "tilec/Bytecode/BytecodeVersion.h"
#include "tilec/Bytecode/BytecodeWriter.h"
#include "tilec/Dialect/CudaTile/CudaTileDialect.h"
#include "tilec/Dialect/CudaTile/CudaTileModuleOps.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/DialectRegistry.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/IR/OperationSupport.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Tools/ParseUtilities.h"
#include "mlir/Tools/mlir-translate/MlirTranslateMain.h"
#include "mlir/Tools/mlir-translate/Translation.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/SourceMgr.h"

#include <cstdlib>

using namespace tilec;

/// The version written; validated as it is parsed, with the message NVIDIA's translator prints.
static bytecode::Version targetVersion = bytecode::getNewestVersion();
static llvm::cl::opt<std::string> bytecodeVersion(
    "bytecode-version", llvm::cl::desc("Bytecode version to write (13.1, 13.2, 13.3 or 13.4)"),
    llvm::cl::value_desc("version"), llvm::cl::callback([](const std::string &argument) {
      std::optional<bytecode::Version> version = bytecode::parseVersion(argument);
      if (!version) {
        llvm::errs() << "tilec-translate: for the --bytecode-version option: Invalid argument '"
                     << argument << "': the supported versions are "
                     << bytecode::getSupportedRangeText() << "\n";
        std::exit(1);
      }
      targetVersion = *version;
    }));

static llvm::cl::opt<bool> listVersions(
    "list-versions", llvm::cl::desc("Print the supported bytecode versions and exit"),
    llvm::cl::callback([](const bool &value) {
      if (!value)
        return;
      for (bytecode::Version version : bytecode::getSupportedVersions())
        llvm::outs() << version.str() << "\n";
      llvm::outs().flush();
      std::exit(0);
    }));

static void registerDialects(mlir::DialectRegistry &registry) {
  registry.insert<cuda_tile::CudaTileDialect>();
}

/// The cuda_tile.module `op` is or holds at its top level; null after an error.
static cuda_tile::TileModuleOp findTileModule(mlir::Operation *op) {
  if (auto module = llvm::dyn_cast<cuda_tile::TileModuleOp>(op))
    return module;
  cuda_tile::TileModuleOp found;
  unsigned count = 0;
  if (op->getNumRegions() == 1 && !op->getRegion(0).empty())
    for (mlir::Operation &child : op->getRegion(0).front())
      if (auto module = llvm::dyn_cast<cuda_tile::TileModuleOp>(child)) {
        found = module;
        ++count;
      }
  if (count != 1) {
    op->emitError("expected exactly one 'cuda_tile.module' to write as bytecode, found ")
        << count;
    return {};
  }
  return found;
}

static bool isNoImplicitModule() {
  auto &options = llvm::cl::getRegisteredOptions();
  auto it = options.find("no-implicit-module");
  return it != options.end() && static_cast<llvm::cl::opt<bool> *>(it->second)->getValue();
}

/// Writes and reads back `module`, replacing it by what was read.
static mlir::LogicalResult roundTrip(cuda_tile::TileModuleOp module,
                                     mlir::OwningOpRef<mlir::Operation *> &result) {
  bytecode::WriterOptions writerOptions;
  writerOptions.version = targetVersion;
  writerOptions.allowTestFunctions = true;
  std::vector<uint8_t> bytes;
  if (mlir::failed(bytecode::writeBytecode(module, bytes, writerOptions)))
    return mlir::failure();
  bytecode::ReaderOptions readerOptions;
  readerOptions.allowTestFunctions = true;
  llvm::StringRef buffer(reinterpret_cast<const char *>(bytes.data()), bytes.size());
  result = bytecode::readBytecode(buffer, "<round-trip bytecode>", module->getContext(),
                                  readerOptions);
  return mlir::success(bool(result));
}

int main(int argc, char **argv) {
  mlir::TranslateFromMLIRRegistration toBytecode(
      "mlir-to-cudatilebc", "Write a cuda_tile.module as Tile IR bytecode",
      [](mlir::Operation *op, llvm::raw_ostream &os) -> mlir::LogicalResult {
        cuda_tile::TileModuleOp module = findTileModule(op);
        if (!module)
          return mlir::failure();
        bytecode::WriterOptions options;
        options.version = targetVersion;
        return bytecode::writeBytecode(module, os, options);
      },
      registerDialects);

  mlir::TranslateToMLIRRegistration fromBytecode(
      "cudatilebc-to-mlir", "Read Tile IR bytecode into a cuda_tile.module",
      [](llvm::SourceMgr &sourceMgr,
         mlir::MLIRContext *context) -> mlir::OwningOpRef<mlir::Operation *> {
        const llvm::MemoryBuffer *buffer = sourceMgr.getMemoryBuffer(sourceMgr.getMainFileID());
        return bytecode::readBytecode(buffer->getBuffer(), buffer->getBufferIdentifier(),
                                      context);
      },
      registerDialects);

  mlir::TranslateRegistration roundTripRegistration(
      "test-cudatile-roundtrip",
      "Write every cuda_tile.module as bytecode, read it back and print the result",
      [](const std::shared_ptr<llvm::SourceMgr> &sourceMgr, llvm::raw_ostream &os,
         mlir::MLIRContext *context) -> mlir::LogicalResult {
        context->getOrLoadDialect<cuda_tile::CudaTileDialect>();
        mlir::ParserConfig config(context);
        mlir::OwningOpRef<mlir::Operation *> top =
            mlir::parseSourceFileForTool(sourceMgr, config, !isNoImplicitModule());
        if (!top)
          return mlir::failure();
        if (auto module = llvm::dyn_cast<cuda_tile::TileModuleOp>(*top)) {
          mlir::OwningOpRef<mlir::Operation *> result;
          if (mlir::failed(roundTrip(module, result)))
            return mlir::failure();
          result->print(os, mlir::OpPrintingFlags());
          os << "\n";
          return mlir::success();
        }
        llvm::SmallVector<cuda_tile::TileModuleOp> modules;
        if ((*top)->getNumRegions() == 1 && !(*top)->getRegion(0).empty())
          for (mlir::Operation &child : (*top)->getRegion(0).front())
            if (auto module = llvm::dyn_cast<cuda_tile::TileModuleOp>(child))
              modules.push_back(module);
        for (cuda_tile::TileModuleOp module : modules) {
          mlir::OwningOpRef<mlir::Operation *> result;
          if (mlir::failed(roundTrip(module, result)))
            return mlir::failure();
          // Bytecode does not store the module name and the reader says @kernels; several
          // modules of one file keep their names so that they stay distinct symbols.
          if (modules.size() > 1)
            (*result)->setAttr("sym_name", module.getSymNameAttr());
          mlir::Operation *replacement = result.release();
          module->getBlock()->getOperations().insert(module->getIterator(), replacement);
          module->erase();
        }
        (*top)->print(os, mlir::OpPrintingFlags());
        os << "\n";
        return mlir::success();
      });

  return mlir::failed(mlir::mlirTranslateMain(argc, argv, "tilec Tile IR bytecode translator"))
             ? 1
             : 0;
}
