//===- CudaTileVersion.h - which Tile IR release introduced what --*- C++ -*-===//
//
// tilec reads the newest Tile IR it knows (13.5). A producer targeting an older release
// (`tilec-opt --tile-ir-version=13.3`) must not emit what that release lacks, so these checks
// name, for every newer operation or attribute use, the release that introduced it
// (tile-ir-13.4-13.5.md §0).
//
//===----------------------------------------------------------------------===//
#ifndef TILEC_DIALECT_CUDATILE_CUDATILEVERSION_H
#define TILEC_DIALECT_CUDATILE_CUDATILEVERSION_H

#include "mlir/IR/DialectRegistry.h"
#include "mlir/IR/Operation.h"
#include "mlir/Support/LogicalResult.h"
#include "llvm/ADT/StringRef.h"

#include <optional>
#include <string>

namespace tilec::cuda_tile {

/// The Tile IR releases tilec can be asked to stay within, oldest first.
enum class TileIRVersion { V13_3, V13_4, V13_5 };

constexpr TileIRVersion kNewestTileIRVersion = TileIRVersion::V13_5;

/// "13.3", "13.4" or "13.5" (no other spelling).
std::optional<TileIRVersion> parseTileIRVersion(llvm::StringRef text);
llvm::StringRef getTileIRVersionName(TileIRVersion version);

/// The release that introduced `op` as it is written (13.4 for fpowi, insert,
/// gdc_launch_dependents_tko, gdc_wait_tko, memory_fence_alias_tko, and for a
/// load_view_tko/store_view_tko whose `inbounds` promises any dimension), or nullopt for what
/// 13.3 already had.
std::optional<TileIRVersion> getIntroducingVersion(mlir::Operation *op);

/// Reports every operation nested in `root` that is newer than `version`, naming the release
/// that introduced it; fails if there is one.
mlir::LogicalResult checkTileIRVersion(mlir::Operation *root, TileIRVersion version);

/// The `mlir-opt` driver (MlirOptMain) with the version check run on each input before any
/// other pass when `versionOption` (read after the command line is parsed) names a release
/// older than the newest. An unknown version is a command-line error.
mlir::LogicalResult runOptMainWithVersionCheck(int argc, char **argv, llvm::StringRef toolName,
                                               mlir::DialectRegistry &registry,
                                               const std::string &versionOption);

} // namespace tilec::cuda_tile

#endif // TILEC_DIALECT_CUDATILE_CUDATILEVERSION_H
