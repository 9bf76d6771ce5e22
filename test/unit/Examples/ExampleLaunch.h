//===- ExampleLaunch.h - running an example kernel in a test ----*- C++ -*-===//
//
// Loads examples/<file>, binds buffers from specs exactly as `tilec run --arg` does, and lets the
// test fill inputs before the launch and read outputs after it.
//
//===----------------------------------------------------------------------===//
#ifndef TILEC_TEST_UNIT_EXAMPLES_EXAMPLELAUNCH_H
#define TILEC_TEST_UNIT_EXAMPLES_EXAMPLELAUNCH_H

#include "tilec/Interpreter/Interpreter.h"
#include "tilec/Interpreter/KernelArguments.h"
#include "tilec/Interpreter/SourceProgram.h"

#include <string>

namespace tilec::test {

class ExampleLaunch {
public:
  /// Loads `file` from examples/ and binds `specs` to the parameters of `entry`. Check
  /// `getError()` before using it.
  ExampleLaunch(llvm::StringRef file, llvm::StringRef entry, llvm::ArrayRef<std::string> specs);
  ~ExampleLaunch();

  /// Empty when loading and binding worked, otherwise what went wrong (with diagnostics).
  const std::string &getError() const { return error; }

  /// The buffer bound to parameter `%name`.
  runtime::HostBuffer &buffer(llvm::StringRef name);

  /// Launches over `grid`; returns the diagnostics on failure, empty on success.
  std::string launch(std::array<int64_t, 3> grid);

private:
  mlir::MLIRContext context;
  llvm::SourceMgr sourceMgr;
  std::string diagnostics;
  std::string error;
  std::unique_ptr<interp::SourceProgram> program;
  mlir::Operation *kernel = nullptr;
  std::unique_ptr<interp::Interpreter> interpreter;
  std::unique_ptr<interp::KernelArguments> arguments;
};

} // namespace tilec::test

#endif // TILEC_TEST_UNIT_EXAMPLES_EXAMPLELAUNCH_H
