//===- KernelArguments.h - binding host inputs to kernel parameters -*- C++ -*-===//
//
// Turns command-line style argument strings into the RuntimeValues a kernel is launched with:
//   * a pointer parameter `tile<ptr<E>>` takes a buffer spec (`rand:f32:64x64[:SEED]`,
//     `zeros:bf16:128`, `iota:i32:16`, `ones:...`, or a `.npy` file); the buffer is registered
//     with the interpreter's memory under the parameter's name and owned by this object;
//   * a rank-0 number parameter takes a literal (`42`, `-1.5`, `0x7f`, `true`);
//   * a ranked tile parameter (testing$func only) takes a buffer spec of exactly its shape;
//   * a token parameter takes nothing (pass `token`).
// Every problem is reported as an error that names the parameter and what it expected.
//
//===----------------------------------------------------------------------===//
#ifndef TILEC_INTERPRETER_KERNELARGUMENTS_H
#define TILEC_INTERPRETER_KERNELARGUMENTS_H

#include "tilec/Interpreter/Interpreter.h"
#include "tilec/Runtime/HostBuffer.h"

#include "llvm/Support/Error.h"

#include <memory>
#include <string>

namespace tilec::interp {

/// A kernel parameter as the user wrote it: `%name` (without the %) and its type.
struct KernelParameter {
  std::string name;
  mlir::Type type;
};

/// The short spelling of a cuda_tile type (`tile<ptr<f32>>`), as in the source.
std::string getTypeSpelling(mlir::Type type);

/// The buffer element kind that matches a Tile IR element type, if any.
std::optional<runtime::ScalarKind> getScalarKind(mlir::Type elementType);

/// The tile a host buffer holds, with `elementType` as its element type.
TileValue getBufferTile(const runtime::HostBuffer &buffer, mlir::Type elementType);

class KernelArguments {
public:
  /// A buffer created for a pointer parameter.
  struct Buffer {
    unsigned parameter;
    mlir::Type elementType;
    runtime::HostBuffer data;
  };

  /// Binds `specs` (one per parameter, in order) for a launch on `interpreter`.
  static llvm::Expected<std::unique_ptr<KernelArguments>>
  bind(Interpreter &interpreter, llvm::ArrayRef<KernelParameter> parameters,
       llvm::ArrayRef<std::string> specs);
  ~KernelArguments();

  llvm::ArrayRef<RuntimeValue> getValues() const { return values; }
  llvm::ArrayRef<std::unique_ptr<Buffer>> getBuffers() const { return buffers; }
  /// The buffer bound to the parameter called `name` (or with that decimal position), if any.
  Buffer *findBuffer(llvm::StringRef name);

private:
  KernelArguments(Interpreter &interpreter, llvm::ArrayRef<KernelParameter> parameters)
      : interpreter(interpreter), parameters(parameters) {}
  llvm::Error bindOne(unsigned index, llvm::StringRef spec);

  Interpreter &interpreter;
  llvm::SmallVector<KernelParameter> parameters;
  llvm::SmallVector<RuntimeValue> values;
  llvm::SmallVector<std::unique_ptr<Buffer>> buffers;
};

} // namespace tilec::interp

#endif // TILEC_INTERPRETER_KERNELARGUMENTS_H
