// The worked example of tile-ir-bytecode.md §7.2: a global, an addf kernel and a producer,
// 150 bytes at 13.3 (verified against NVIDIA's writer); at 13.1 the global takes 4 varints,
// the producer is dropped and the padding shifts. Also the 41-byte empty module of §7.2.
// RUN: tilec-translate -mlir-to-cudatilebc -bytecode-version=13.3 %s | od -An -v -tx1 | tr -d ' \n' | FileCheck %s --check-prefix=V133
// RUN: tilec-translate -mlir-to-cudatilebc -bytecode-version=13.1 %s | od -An -v -tx1 | tr -d ' \n' | FileCheck %s --check-prefix=V131
// RUN: xxd -r -p %S/Inputs/tile-add-13.3.hex | tilec-translate -cudatilebc-to-mlir | FileCheck %s --check-prefix=READ
// RUN: echo 'cuda_tile.module @kernels {}' | tilec-translate -mlir-to-cudatilebc -bytecode-version=13.1 | od -An -v -tx1 | tr -d ' \n' | FileCheck %s --check-prefix=EMPTY

// V133: {{^}}7f54696c654952000d0300000607010103000000008210080100020200090201000000015c0000cb841908cbcbcbcbcb01cbcbcbcbcbcbcb0000000000000000080000803f0000004085280404cbcbcb00000000010000000400000009000000070d000010020101000d00010200000000000000070102811904cbcb03cbcbcb0000000003000000040000006164646774696c656300{{$}}
// V131: {{^}}7f54696c654952000d01000006050101030000821008cbcb0100020200090201000000015c0000cb841908cbcbcbcbcb01cbcbcbcbcbcbcb0000000000000000080000803f0000004085280404cbcbcb00000000010000000400000009000000070d000010020101000d00010200000000000000811004cb02cbcbcb00000000030000006164646700{{$}}
// EMPTY: {{^}}7f54696c654952000d010000820808cb00cbcbcbcbcbcbcb850404cb00cbcbcb810404cb00cbcbcb00{{$}}

// READ: cuda_tile.module @kernels attributes {producer = "tilec"} {
// READ-NEXT: global @g <f32: [1.000000e+00, 2.000000e+00]> : tile<2xf32>
// READ-NEXT: entry @add(%{{.*}}: tile<f32>, %{{.*}}: tile<f32>) {
// READ-NEXT: addf %{{.*}}, %{{.*}} : tile<f32>

cuda_tile.module @kernels attributes {producer = "tilec"} {
  global @g <f32: [1.0, 2.0]> : tile<2xf32>
  entry @add(%a: tile<f32>, %b: tile<f32>) {
    %0 = addf %a, %b rounding<nearest_even> : tile<f32>
    return
  }
}
