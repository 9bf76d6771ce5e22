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

#include "mlir/IR/Operation.h"
#include "mlir/Pass/Pass.h"
#include "mlir/Support/LogicalResult.h"
#include "llvm/ADT/StringRef.h"

#include <memory>
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
/// gdc_launch_dependents_tko, gdc_wait_tko, memory_fence_alias_tko, for a
/// load_view_tko/store_view_tko whose `inbounds` promises any dimension, and for the uses
/// describeNewerUse names), or nullopt for what
/// 13.3 already had.
std::optional<TileIRVersion> getIntroducingVersion(mlir::Operation *op);

/// What 13.4 added to an older operation that `op` uses, as the start of a diagnostic
/// ("modifier 'saturating' ", "rounding mode zero converting f32 to f16 ", "inside a 'loop' "
/// for a `return`), or "" when `op` uses none of it.
std::string describeNewerUse(mlir::Operation *op);

/// Reports every operation nested in `root` that is newer than `version`, naming the release
/// that introduced it; fails if there is one.
mlir::LogicalResult checkTileIRVersion(mlir::Operation *root, TileIRVersion version);

/// The rules a release added to older constructs, checked when that release is asked for by
/// name: from 13.4 on, an entry's `num_worker_warps_per_cta` hint must be 4 or 8
/// (tile-ir-13.4-13.5.md §4.8). Not checked at the default release, since 13.3 kernels use
/// other values. Fails after reporting each violation.
mlir::LogicalResult checkTileIRVersionRules(mlir::Operation *root, TileIRVersion version);

/// A pass running checkTileIRVersion on its module and, when `explicitlyRequested` (the release
/// was named on the command line), checkTileIRVersionRules too. tilec-opt puts it before the
/// command line's passes, so that it sees the module as it was read.
std::unique_ptr<mlir::Pass> createTileIRVersionCheckPass(TileIRVersion version,
                                                         bool explicitlyRequested);

} // namespace tilec::cuda_tile

#endif // TILEC_DIALECT_CUDATILE_CUDATILEVERSION_H
