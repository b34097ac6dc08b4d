// TypeDoc's Node API, resolved from this folder, where `typescript` is the 5.x TypeDoc supports.
export * from 'typedoc';
