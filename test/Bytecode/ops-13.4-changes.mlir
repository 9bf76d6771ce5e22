// Tile IR 13.4's changes to older ops in bytecode (tile-ir-13.4-13.5.md §1): ftoi's flags varint
// (bit 0 = saturating) follows its result type from 13.4 on; rounding<nearest_away> is enum
// value 7; fpowf keeps pow's opcode 84. 13.3 files have no flags for ftoi, and the writer
// refuses what 13.3 cannot say.
// RUN: tilec-translate -test-cudatile-roundtrip -bytecode-version=13.4 %s | FileCheck %s
// RUN: tilec-translate -mlir-to-cudatilebc -bytecode-version=13.4 %s | od -An -v -tx1 | tr -d ' \n' | FileCheck %s --check-prefix=BYTES
// RUN: not tilec-translate -mlir-to-cudatilebc -bytecode-version=13.3 %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=V133
// RUN: sed -e 's/ saturating//' %s | not tilec-translate -mlir-to-cudatilebc -bytecode-version=13.3 -o /dev/null 2>&1 | FileCheck %s --check-prefix=AWAY133
// 13.3 files: the same ops without the 13.4 additions still write and read back.
// RUN: sed -e 's/ saturating//' -e 's/rounding<nearest_away>//' -e '/13.4 only/d' %s | tilec-translate -test-cudatile-roundtrip -bytecode-version=13.3 | FileCheck %s --check-prefix=OLD
// RUN: sed -e 's/ saturating//' -e 's/rounding<nearest_away>//' -e '/13.4 only/d' %s | tilec-translate -mlir-to-cudatilebc -bytecode-version=13.3 | od -An -v -tx1 | tr -d ' \n' | FileCheck %s --check-prefix=OLDBYTES

// CHECK: ftoi %{{.*}} signed saturating : tile<4xf32> -> tile<4xi32>
// CHECK: ftoi %{{.*}} unsigned : tile<4xf32> -> tile<4xi16>
// CHECK: ftof %{{.*}} rounding<nearest_away> : tile<4xf32> -> tile<4xtf32>
// CHECK: ftof %{{.*}} rounding<zero> : tile<4xf64> -> tile<4xf32>
// CHECK: fpowf %{{.*}}, %{{.*}} : tile<4xf32>
// CHECK: fpowf %{{.*}}, %{{.*}} : tile<4xf32>
// CHECK: loop {
// CHECK-NEXT: return
// OLD: ftoi %{{.*}} signed : tile<4xf32> -> tile<4xi32>
// OLD: ftoi %{{.*}} unsigned : tile<4xf32> -> tile<4xi16>
// OLD: ftof %{{.*}} : tile<4xf32> -> tile<4xtf32>
// OLD: fpowf %{{.*}}, %{{.*}} : tile<4xf32>

// ftoi (2B): result type, flags 01 (saturating), signed (1), rounding nearest_int_to_zero (6),
// operand; then with flags 00, unsigned (0).
// BYTES: 2b{{..}}010106{{..}}
// BYTES-SAME: 2b{{..}}000006{{..}}
// ftof (2A): result type, rounding 07, operand.
// BYTES-SAME: 2a{{..}}07{{..}}
// fpowf and the `pow` spelling: opcode 54 both.
// BYTES-SAME: 54{{..}}{{..}}{{..}}
// BYTES-SAME: 54{{..}}{{..}}{{..}}
// 13.3: ftoi has no flags varint (result type, signedness, rounding, operand).
// OLDBYTES: 2b{{..}}0106{{..}}
// OLDBYTES-SAME: 2b{{..}}0006{{..}}

// V133: error: optional attribute 'saturating' is provided but requires bytecode version 13.4, targeting 13.3
// AWAY133: error: rounding mode 'nearest_away' of 'cuda_tile.ftof' requires bytecode version 13.4+, but targeting 13.3

cuda_tile.module @kernels {
  entry @k() {
    %x = constant <f32: [1.5, -2.5, 3.0, 0.5]> : tile<4xf32>
    %d = constant <f64: 0.25> : tile<4xf64>
    %0 = ftoi %x signed saturating : tile<4xf32> -> tile<4xi32>
    %1 = ftoi %x unsigned : tile<4xf32> -> tile<4xi16>
    %2 = ftof %x rounding<nearest_away> : tile<4xf32> -> tile<4xtf32>
    %3 = ftof %d rounding<zero> : tile<4xf64> -> tile<4xf32> // 13.4 only
    %4 = fpowf %x, %x : tile<4xf32>
    %5 = pow %x, %4 : tile<4xf32>
    loop {  // 13.4 only
      return  // 13.4 only
    }  // 13.4 only
    return
  }
}
