//===- tilec.cpp - the tilec command-line driver --------------------------===//
//
// `tilec <command> ...` in the style of git and cargo: one binary, one subcommand per job.
//   run      execute a kernel of a Tile IR file (compiled for this CPU, or interpreted)
//   compile  write the code the CPU compiler generates for a kernel
//
//===----------------------------------------------------------------------===//
#include "CompileCommand.h"
#include "RunCommand.h"

#include "llvm/Support/CommandLine.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/WithColor.h"

int main(int argc, char **argv) {
  llvm::InitLLVM initLLVM(argc, argv);
  llvm::cl::ParseCommandLineOptions(
      argc, argv,
      "tilec: a toolchain for tile programs\n\n"
      "  tilec run FILE.mlir --entry NAME [--grid X[,Y[,Z]]] [--arg SPEC]... [--out NAME=FILE.npy]"
      " [--print] [--interpret | --compare-interpreter] [--threads N] [--repeat N] [--timing]\n"
      "  tilec compile FILE.mlir --entry NAME [--emit=mlir|llvm-dialect|llvm|asm|obj] [-o FILE]\n");
  if (tilec::tool::runCommand)
    return tilec::tool::executeRunCommand();
  if (tilec::tool::compileCommand)
    return tilec::tool::executeCompileCommand();
  llvm::WithColor::error(llvm::errs(), "tilec")
      << "no command given; try 'tilec run --help' or 'tilec --help'\n";
  return 1;
}
